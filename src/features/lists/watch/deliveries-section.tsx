// A watch's "Webhooks" (issue 41 item 3, docs/webhooks.md): the URLs its new leads are sent to,
// signed. Add one and its secret is shown once, to copy; each can be tested, paused, given a new
// secret or deleted, and its delivery log read (with Redeliver). Self-contained and lazy-loadable:
// the watch dialog places it with the search's id (a watch's id is its search's).
import { useId, useState, type FormEvent } from 'react';
import { CopyButton } from '../../../components/ui/copy-button';
import type { WebhookEndpoint } from '../../../api/app-store/webhooks-contract';
import { DeliveryLog } from './delivery-log';
import {
  problemWords,
  useDeliveries,
  type DeliveriesModel,
  type ShownSecret,
} from './use-deliveries';
import './deliveries-section.css';

function SecretOnce({ shown, onDone }: { shown: ShownSecret; onDone: () => void }) {
  const titleId = useId();
  return (
    <div className="deliveries__secret" role="group" aria-labelledby={titleId}>
      <p id={titleId} className="deliveries__secret-title">
        {shown.why === 'added' ? 'Webhook added.' : 'New secret made; the old one no longer signs.'}{' '}
        Copy its signing secret now: you will not see it again.
      </p>
      <code className="deliveries__secret-value" aria-label="Signing secret">
        {shown.secret}
      </code>
      <div className="deliveries__row">
        <CopyButton text={shown.secret} label="Copy secret" className="button" />
        <button type="button" className="button button--ghost" onClick={onDone}>
          I have copied it
        </button>
      </div>
    </div>
  );
}

type Confirming = 'rotate' | 'delete' | null;

function EndpointActions({
  endpoint,
  model,
}: {
  endpoint: WebhookEndpoint;
  model: DeliveriesModel;
}) {
  const [confirming, setConfirming] = useState<Confirming>(null);
  if (confirming)
    return (
      <div className="deliveries__row" role="group" aria-label="Confirm">
        <span>
          {confirming === 'rotate'
            ? 'Make a new secret? Deliveries from now on are signed with it.'
            : 'Delete this webhook and its delivery log?'}
        </span>
        <button
          type="button"
          className="button"
          onClick={() => {
            if (confirming === 'rotate') model.rotate.mutate(endpoint.id);
            else model.remove.mutate(endpoint.id);
            setConfirming(null);
          }}
        >
          {confirming === 'rotate' ? 'Make new secret' : 'Delete webhook'}
        </button>
        <button type="button" className="button button--ghost" onClick={() => setConfirming(null)}>
          Cancel
        </button>
      </div>
    );
  return (
    <div className="deliveries__row">
      <button
        type="button"
        className="button button--ghost"
        disabled={model.test.isPending || endpoint.paused}
        onClick={() => model.test.mutate(endpoint.id)}
      >
        Send a test
      </button>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => model.pause.mutate({ id: endpoint.id, paused: !endpoint.paused })}
      >
        {endpoint.paused ? 'Resume' : 'Pause'}
      </button>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => setConfirming('rotate')}
      >
        Rotate secret
      </button>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => setConfirming('delete')}
      >
        Delete
      </button>
    </div>
  );
}

function EndpointItem({ endpoint, model }: { endpoint: WebhookEndpoint; model: DeliveriesModel }) {
  const [open, setOpen] = useState(false);
  const logId = useId();
  return (
    <li className="deliveries__endpoint" aria-label={endpoint.url}>
      <div className="deliveries__endpoint-head">
        <span className="deliveries__url">{endpoint.url}</span>
        {endpoint.paused ? <span className="deliveries__badge">Paused</span> : null}
      </div>
      <EndpointActions endpoint={endpoint} model={model} />
      <button
        type="button"
        className="button button--ghost deliveries__log-toggle"
        aria-expanded={open}
        aria-controls={logId}
        onClick={() => setOpen(!open)}
      >
        Delivery log
      </button>
      <div id={logId} hidden={!open}>
        {open ? <DeliveryLog endpointId={endpoint.id} url={endpoint.url} model={model} /> : null}
      </div>
    </li>
  );
}

function AddWebhook({ model }: { model: DeliveriesModel }) {
  const [url, setUrl] = useState('');
  const ids = { input: useId(), hint: useId() };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!url.trim()) return;
    model.add.mutate(url.trim(), { onSuccess: () => setUrl('') });
  };
  return (
    <form className="deliveries__add" noValidate onSubmit={submit}>
      <label htmlFor={ids.input} className="deliveries__label">
        Webhook URL
      </label>
      <div className="deliveries__row">
        <input
          id={ids.input}
          className="text-input deliveries__input"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://hooks.example.com/leads"
          value={url}
          aria-describedby={ids.hint}
          onChange={(event) => setUrl(event.target.value)}
        />
        <button type="submit" className="button" disabled={model.add.isPending || !url.trim()}>
          Add webhook
        </button>
      </div>
      <p id={ids.hint} className="deliveries__hint">
        Each run with new leads is sent here as signed JSON (up to 5 URLs).
      </p>
    </form>
  );
}

/** The first problem of the latest change, in the server's words. */
function changeProblem(model: DeliveriesModel): string | null {
  const failed = [
    model.add,
    model.rotate,
    model.pause,
    model.remove,
    model.test,
    model.redeliver,
  ].find((mutation) => mutation.isError);
  return failed ? problemWords(failed.error) : null;
}

export function DeliveriesSection({ searchId }: { searchId: string }) {
  const titleId = useId();
  const model = useDeliveries(searchId);
  const problem = changeProblem(model);
  return (
    <section className="deliveries" aria-labelledby={titleId}>
      <h3 id={titleId} className="deliveries__title">
        Webhooks
      </h3>
      {model.secret ? <SecretOnce shown={model.secret} onDone={model.forgetSecret} /> : null}
      {problem ? (
        <p role="alert" className="deliveries__error">
          {problem}
        </p>
      ) : null}
      {model.pending ? <p className="deliveries__hint">Reading the webhooks…</p> : null}
      {model.readProblem ? <p className="deliveries__hint">{model.readProblem}</p> : null}
      {model.endpoints && model.endpoints.length > 0 ? (
        <ul className="deliveries__endpoints">
          {model.endpoints.map((endpoint) => (
            <EndpointItem key={endpoint.id} endpoint={endpoint} model={model} />
          ))}
        </ul>
      ) : null}
      <AddWebhook model={model} />
    </section>
  );
}
