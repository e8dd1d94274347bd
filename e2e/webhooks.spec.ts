// A watched search's webhooks, end to end: a receiver on loopback (the admin allows private
// addresses, as a team testing its own receiver would), two webhooks added in the Watch dialog
// (each secret shown once), the data changes, Run now runs the watch on the server's job runner,
// and the receiver gets the new leads signed with the secret it was shown; a receiver that answers
// 500 is retried (the e2e server retries once, after 1 s) and then shows as failed in the log.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { ListsPanelScreen, setDataClock, uniqueName } from './pages/lists-panel';
import { askMock, ResultsScreen } from './pages/results-table';

// A search no other spec uses: the data clock below changes its ids while this test runs.
const SEARCH = { city: 'Atlanta', state: 'GA' };

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver that keeps what it gets: /ok answers 200, /fail answers 500 with a body. */
async function startReceiver(): Promise<{ server: Server; origin: string; got: Received[] }> {
  const got: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      got.push({
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      });
      if (req.url === '/fail') res.writeHead(500).end('receiver down for maintenance');
      else res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}`, got };
}

/** What docs/webhooks.md tells a receiver to do: HMAC-SHA256 of `${t}.${body}`, compared in constant time. */
function signatureVerifies(header: string, body: string, secret: string): boolean {
  const fields = Object.fromEntries(
    header.split(',').map((part) => part.split('=') as [string, string]),
  );
  const expected = createHmac('sha256', secret).update(`${fields.t}.${body}`).digest();
  const given = Buffer.from(fields.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

test('a run’s new leads reach the webhook signed; a failing receiver is retried, then failed', async ({
  page,
  request,
}) => {
  const receiver = await startReceiver();
  const results = new ResultsScreen(page);
  const panel = new ListsPanelScreen(page);
  const name = uniqueName('Atlanta webhooks', test.info());
  const idsNow = async () =>
    (await askMock<number[]>(request, { ...SEARCH, ids_only: true })).data.map(String);
  const scope = (await askMock<number[]>(request, { ...SEARCH, ids_only: true })).data;
  const allow = (on: boolean) =>
    request.put('/app/v1/settings/webhooks', { data: { allowPrivateTargets: on } });
  try {
    expect((await allow(true)).ok()).toBe(true);
    await setDataClock(request, 1, scope);
    const before = await idsNow();
    await results.open({ filters: SEARCH });
    await panel.open();
    await panel.keep(name, 'Save this search (watch it)');
    await panel.search(name).getByRole('button', { name: 'Watch…' }).click();
    const dialog = page.getByRole('dialog', { name: `Watch “${name}”` });
    await dialog.getByRole('button', { name: 'Start watching' }).click();

    // Two webhooks, each secret shown once.
    const webhooks = dialog.getByRole('region', { name: 'Webhooks' });
    const add = async (path: string) => {
      await webhooks.getByLabel('Webhook URL').fill(`${receiver.origin}${path}`);
      await webhooks.getByRole('button', { name: 'Add webhook' }).click();
      const once = webhooks.getByRole('group', { name: /you will not see it again/ });
      const secret = (await once.getByLabel('Signing secret').textContent()) ?? '';
      await once.getByRole('button', { name: 'I have copied it' }).click();
      await expect(once).toBeHidden();
      return secret;
    };
    const secret = await add('/ok');
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    await add('/fail');

    // The data changes; Run now finds the new leads and hands them to both webhooks.
    await setDataClock(request, 2, scope);
    const added = (await idsNow()).filter((id) => !before.includes(id));
    expect(added.length).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Run now' }).click();
    await expect(
      dialog.getByRole('region', { name: 'Run history' }).getByRole('listitem').first(),
    ).toContainText(`+${added.length} new`, { timeout: 30_000 });

    await expect
      .poll(() => receiver.got.filter((r) => r.path === '/ok').length, { timeout: 30_000 })
      .toBe(1);
    const [delivered] = receiver.got.filter((r) => r.path === '/ok');
    const signature = String(delivered!.headers['x-llb-signature']);
    expect(signatureVerifies(signature, delivered!.body, secret)).toBe(true);
    expect(signatureVerifies(signature, `${delivered!.body} `, secret)).toBe(false);
    expect(delivered!.headers['x-llb-event']).toBe('watch.new_leads');
    const payload = JSON.parse(delivered!.body) as {
      search: { name: string };
      run: { newCount: number };
      leads: { id: string }[];
    };
    expect(payload.search.name).toBe(name);
    expect(payload.run.newCount).toBe(added.length);
    expect(new Set(payload.leads.map((lead) => lead.id))).toEqual(new Set(added));

    // The failing receiver: tried, retried with the same delivery id, then failed in the log.
    await expect
      .poll(() => receiver.got.filter((r) => r.path === '/fail').length, { timeout: 30_000 })
      .toBe(2);
    const tries = receiver.got.filter((r) => r.path === '/fail');
    expect(tries[1]!.headers['x-llb-delivery']).toBe(tries[0]!.headers['x-llb-delivery']);
    const failing = webhooks.getByRole('listitem', { name: `${receiver.origin}/fail` });
    await failing.getByRole('button', { name: 'Delivery log' }).click();
    const log = failing.getByRole('table', { name: `Delivery log of ${receiver.origin}/fail` });
    const row = log.getByRole('row').nth(1);
    await expect(row).toContainText('Failed after 2 tries', { timeout: 30_000 });
    await expect(row).toContainText('500');
    await expect(row).toContainText('receiver down for maintenance');
    const ok = webhooks.getByRole('listitem', { name: `${receiver.origin}/ok` });
    await ok.getByRole('button', { name: 'Delivery log' }).click();
    await expect(ok.getByRole('row').nth(1)).toContainText('Delivered');
  } finally {
    // Only this test's clock goes back: another spec's may be running beside it.
    await setDataClock(request, 0, scope);
    await allow(false);
    await new Promise((resolve) => receiver.server.close(resolve));
  }
});
