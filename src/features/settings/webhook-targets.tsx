// Settings' "Allow webhooks to private addresses" (issue 41, docs/webhooks.md "Where a webhook may
// go"): an admin's switch, off by default, that lets a watch's webhooks reach the team's own
// network (loopback, private, CGNAT, IPv6 unique-local addresses). Members do not see it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api/api-error';
import { useAppStore } from '../../api/app-store/queries';
import { Switch } from '../../components/ui/switch';
import './webhook-targets.css';

const WEBHOOK_SETTINGS_KEY = ['app-store', 'webhook-settings'] as const;

export function WebhookTargets() {
  const store = useAppStore();
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: WEBHOOK_SETTINGS_KEY,
    queryFn: () => store.webhookSettings(),
    retry: false,
  });
  const change = useMutation({
    mutationFn: (allow: boolean) => store.putWebhookSettings(allow),
    onSuccess: (answer) => queryClient.setQueryData(WEBHOOK_SETTINGS_KEY, answer),
  });
  if (!settings.data?.canChange) return null;
  return (
    <div className="settings-field webhook-targets">
      <Switch
        checked={settings.data.allowPrivateTargets}
        disabled={change.isPending}
        onChange={(allow) => change.mutate(allow)}
        label="Allow webhooks to private addresses"
        hint="Lets watches send webhooks to addresses inside your own network (127.0.0.1, 10.x.x.x, 192.168.x.x). Leave it off unless the receiver runs there."
      />
      {change.isError ? (
        <p role="alert" className="settings-field__error">
          {isApiError(change.error) ? change.error.message : 'That did not work. Try again.'}
        </p>
      ) : null}
    </div>
  );
}
