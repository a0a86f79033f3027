/**
 * /admin/webhooks (issue 28, admins): subscribe a URL to events (raw signed JSON or a chat message;
 * the signing secret is shown once), and every subscription with its state, a link to its
 * deliveries, and delete.
 */
import { ADMIN_PAGE, WEBHOOK_FORMATS } from '@vyoma/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '~/components/ui/DataTable.tsx';
import { toast } from '~/components/ui/Toast.tsx';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { EmptyState, QueryStates } from '../../components/States.tsx';
import { useConfirmedDelete } from '../../components/useConfirmedDelete.ts';
import { useCreateWebhook, useDeleteWebhook, useWebhooks } from '../api.ts';
import { ShownOnce } from '../components/ShownOnce.tsx';
import { WebhookForm } from '../components/WebhookForm.tsx';
import { WebhookState } from '../components/WebhookState.tsx';
import '../integrations.css';

export default function WebhooksPage() {
  const hooks = useWebhooks();
  const create = useCreateWebhook();
  const remove = useDeleteWebhook();
  const [made, setMade] = useState<{ url: string; secret: string; id: string } | null>(null);
  const { requestDelete, isDeleting, dialog } = useConfirmedDelete(remove, {
    confirm: 'Delete this webhook? Nothing more is sent to it, and its delivery log goes too.',
    success: 'Webhook deleted.',
    failure: 'Deleting the webhook failed.',
  });

  return (
    <AdminFrame
      title="Webhooks"
      lead="Tell other tools the moment something happens: a new enquiry, a post published, an opening closed."
      bare
    >
      <section className="card integrations__card" aria-labelledby="webhook-new-title">
        <h2 id="webhook-new-title" className="integrations__title">
          Add a webhook
        </h2>
        <p className="integrations__lead">
          Each event is POSTed to the URL as signed JSON (Standard Webhooks) or as a Slack, Teams, Google Chat
          or Discord message, retried for up to three days until the receiver answers with a 2xx.
        </p>
        {made && (
          <ShownOnce value={made.secret} testId="webhook-secret" onDone={() => setMade(null)}>
            <p>
              Signing secret of <strong>{made.url}</strong>: the receiver checks each delivery’s signature
              with it. You can show it again on the{' '}
              <Link to={ADMIN_PAGE.webhook(made.id)}>webhook’s page</Link>.
            </p>
          </ShownOnce>
        )}
        <WebhookForm
          idPrefix="webhook-new"
          submitLabel="Add webhook"
          busy={create.isPending}
          resetAfter
          onSubmit={async (values) => {
            const { data } = await create.mutateAsync(values);
            setMade({ url: data.url, secret: data.secret, id: data._id });
            toast.success('Webhook added.');
          }}
        />
      </section>

      <section className="card integrations__card" aria-labelledby="webhook-list-title">
        <h2 id="webhook-list-title" className="integrations__title">
          Webhooks
        </h2>
        <QueryStates
          query={hooks}
          loadingLabel="Loading webhooks…"
          errorText="Failed to load the webhooks."
          empty={{
            when: (data) => data.length === 0,
            content: <EmptyState>No webhooks yet. Add one above to send events to another tool.</EmptyState>,
          }}
        >
          {(data) => (
            <DataTable
              caption={`Webhooks (${data.length})`}
              hideCaption
              head={
                <tr>
                  <th scope="col">URL</th>
                  <th scope="col">Format</th>
                  <th scope="col">Events</th>
                  <th scope="col">State</th>
                  <th scope="col" className="cell--actions">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              }
            >
              {data.map((hook) => (
                <tr key={hook._id}>
                  <th scope="row">
                    <span className="integrations__mono">{hook.url}</span>
                    {hook.description && <span className="integrations__muted"> · {hook.description}</span>}
                  </th>
                  <td className="cell--nowrap">{WEBHOOK_FORMATS[hook.format]}</td>
                  <td className="integrations__mono">{hook.events.join(', ')}</td>
                  <td>
                    <WebhookState hook={hook} />
                  </td>
                  <td className="cell--actions">
                    <RowActions
                      name={hook.url}
                      viewTo={ADMIN_PAGE.webhook(hook._id)}
                      deleteLabel={`Delete the webhook to ${hook.url}`}
                      deleting={isDeleting(hook._id)}
                      onDelete={() => requestDelete(hook._id)}
                    />
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
        </QueryStates>
      </section>
      {dialog}
    </AdminFrame>
  );
}
