/**
 * /admin/webhooks/:id (issue 28, admins): one subscription's deliveries (event, time, state, HTTP
 * status, duration, attempts, the start of the answer) with Redeliver (at once, also one waiting for
 * a retry), a test event, its signing secret (shown on request, or a new one), turning it off and on,
 * and its settings.
 */
import { ADMIN_PAGE, type Webhook, type WebhookDelivery } from '@vyoma/contract';
import { KeyRound, Power, RefreshCw, RotateCcw, Send } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useConfirm } from '~/components/ui/ConfirmDialog.tsx';
import { DataTable } from '~/components/ui/DataTable.tsx';
import { toast } from '~/components/ui/Toast.tsx';
import { messageOr } from '~/lib/api.ts';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { formatDateTime } from '../../components/format.ts';
import { EmptyState, QueryStates } from '../../components/States.tsx';
import {
  useDeliveries,
  useRedeliver,
  useSendTest,
  useUpdateWebhook,
  useWebhook,
  useWebhookSecret,
} from '../api.ts';
import { ShownOnce } from '../components/ShownOnce.tsx';
import { WebhookForm } from '../components/WebhookForm.tsx';
import { WebhookState } from '../components/WebhookState.tsx';
import '../integrations.css';

const STATE_LABELS: Record<WebhookDelivery['status'], string> = {
  pending: 'Waiting',
  sent: 'Delivered',
  failed: 'Failed',
};
const STATE_CLASS: Record<WebhookDelivery['status'], string> = {
  pending: 'wait',
  sent: 'ok',
  failed: 'bad',
};

function Deliveries({ hook }: { hook: Webhook }) {
  const deliveries = useDeliveries(hook._id);
  const redeliver = useRedeliver(hook._id);
  const test = useSendTest(hook._id);
  return (
    <section className="card integrations__card" aria-labelledby="deliveries-title">
      <h2 id="deliveries-title" className="integrations__title">
        Deliveries
      </h2>
      <div className="integrations__actions">
        <button
          type="button"
          className="btn btn--primary btn--sm"
          disabled={test.isPending || !hook.enabled}
          onClick={() =>
            test.mutate(undefined, {
              onSuccess: () => toast.success('Test event sent: its delivery is at the top of the list.'),
              onError: (error) => toast.error(messageOr(error, 'Sending the test event failed.')),
            })
          }
        >
          <Send size={14} aria-hidden="true" /> {test.isPending ? 'Sending…' : 'Send test event'}
        </button>
        <button
          type="button"
          className="btn btn--outline btn--sm"
          disabled={deliveries.isFetching}
          onClick={() => deliveries.refetch()}
        >
          <RefreshCw size={14} aria-hidden="true" /> Refresh
        </button>
      </div>
      <QueryStates
        query={deliveries}
        loadingLabel="Loading deliveries…"
        errorText="Failed to load the deliveries."
        empty={{
          when: (data) => data.length === 0,
          content: <EmptyState>Nothing delivered yet. Send a test event to try the URL.</EmptyState>,
        }}
      >
        {(data) => (
          <DataTable
            caption={`Latest deliveries (${data.length})`}
            hideCaption
            head={
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Queued</th>
                <th scope="col">State</th>
                <th scope="col" className="cell--number">
                  HTTP
                </th>
                <th scope="col" className="cell--number">
                  Time
                </th>
                <th scope="col" className="cell--number">
                  Attempts
                </th>
                <th scope="col">Answer</th>
                <th scope="col" className="cell--actions">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            }
          >
            {data.map((d) => (
              <tr key={d._id} data-testid="delivery">
                <th scope="row" className="integrations__code cell--nowrap">
                  {d.event}
                </th>
                <td className="cell--nowrap">
                  <time dateTime={d.createdAt}>{formatDateTime(d.createdAt)}</time>
                </td>
                <td className="cell--nowrap">
                  <span className={`integrations__badge integrations__badge--${STATE_CLASS[d.status]}`}>
                    {STATE_LABELS[d.status]}
                  </span>
                  {d.status === 'pending' && d.nextAttemptAt && d.attempts > 0 && (
                    <span className="integrations__muted"> next {formatDateTime(d.nextAttemptAt)}</span>
                  )}
                </td>
                <td className="cell--number">{d.responseStatus ?? '—'}</td>
                <td className="cell--number cell--nowrap">
                  {d.durationMs === null ? '—' : `${d.durationMs} ms`}
                </td>
                <td className="cell--number">{d.attempts}</td>
                <td className="integrations__answer">
                  {d.error && <span className="integrations__muted">{d.error}</span>}
                  {d.response !== null && (
                    <details>
                      <summary>Answer</summary>
                      <pre>{d.response}</pre>
                    </details>
                  )}
                  {!d.error && d.response === null && '—'}
                </td>
                <td className="cell--actions">
                  <button
                    type="button"
                    className="btn btn--outline btn--sm"
                    aria-label={`Redeliver the ${d.event} event of ${formatDateTime(d.createdAt)}`}
                    disabled={redeliver.isPending || !hook.enabled}
                    onClick={() =>
                      redeliver.mutate(d._id, {
                        onSuccess: () => toast.success('Sending again now, with the same webhook-id.'),
                        onError: (error) => toast.error(messageOr(error, 'Redelivering failed.')),
                      })
                    }
                  >
                    <RotateCcw size={14} aria-hidden="true" /> Redeliver
                  </button>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryStates>
    </section>
  );
}

function Settings({ hook }: { hook: Webhook }) {
  const update = useUpdateWebhook(hook._id);
  const secret = useWebhookSecret(hook._id);
  const [shown, setShown] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();

  const toggle = async () => {
    if (
      hook.enabled &&
      !(await confirm('Turn this webhook off? Nothing is sent to it until it is turned on again.', {
        title: 'Turn off webhook',
        confirmLabel: 'Turn off',
      }))
    )
      return;
    update.mutate(
      { enabled: !hook.enabled },
      {
        onSuccess: () => toast.success(hook.enabled ? 'Webhook turned off.' : 'Webhook turned on.'),
        onError: (error) => toast.error(messageOr(error, 'Changing the webhook failed.')),
      },
    );
  };
  const reveal = async (action: 'read' | 'rotate') => {
    if (
      action === 'rotate' &&
      !(await confirm(
        'Make a new signing secret? The receiver must use the new one from the next delivery on.',
        {
          title: 'New signing secret',
          confirmLabel: 'Make a new one',
        },
      ))
    )
      return;
    secret.mutate(action, {
      onSuccess: ({ data }) => setShown(data.secret),
      onError: (error) => toast.error(messageOr(error, 'Reading the secret failed.')),
    });
  };

  return (
    <section className="card integrations__card" aria-labelledby="webhook-settings-title">
      <h2 id="webhook-settings-title" className="integrations__title">
        Settings
      </h2>
      {!hook.enabled && hook.disabledReason && (
        <p className="status status--error" role="status">
          Turned off by the server: {hook.disabledReason}
        </p>
      )}
      <div className="integrations__actions">
        <button
          type="button"
          className="btn btn--outline btn--sm"
          disabled={update.isPending}
          onClick={toggle}
        >
          <Power size={14} aria-hidden="true" /> {hook.enabled ? 'Turn off' : 'Turn on'}
        </button>
        <button
          type="button"
          className="btn btn--outline btn--sm"
          disabled={secret.isPending}
          onClick={() => reveal('read')}
        >
          <KeyRound size={14} aria-hidden="true" /> Show signing secret
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          disabled={secret.isPending}
          onClick={() => reveal('rotate')}
        >
          <RotateCcw size={14} aria-hidden="true" /> New secret
        </button>
      </div>
      {shown && (
        <ShownOnce value={shown} testId="webhook-secret" onDone={() => setShown(null)}>
          <p>The signing secret. Reading it is recorded in the audit log.</p>
        </ShownOnce>
      )}
      <WebhookForm
        key={hook.updatedAt}
        idPrefix="webhook-edit"
        initial={hook}
        submitLabel="Save changes"
        busy={update.isPending}
        onSubmit={async (values) => {
          await update.mutateAsync(values);
          toast.success('Webhook saved.');
        }}
      />
      {dialog}
    </section>
  );
}

export default function WebhookPage() {
  const { id = '' } = useParams();
  const hook = useWebhook(id);
  return (
    <AdminFrame
      title="Webhook"
      lead={hook.data ? hook.data.url : undefined}
      back={{ to: ADMIN_PAGE.webhooks, label: 'All webhooks' }}
      action={hook.data ? <WebhookState hook={hook.data} /> : undefined}
      bare
    >
      <QueryStates query={hook} loadingLabel="Loading the webhook…" errorText="Failed to load the webhook.">
        {(data) => (
          <>
            <Deliveries hook={data} />
            <Settings hook={data} />
          </>
        )}
      </QueryStates>
    </AdminFrame>
  );
}
