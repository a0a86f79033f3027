/**
 * /admin/audit: who did what, when and from where, newest first. Search, filters (admin, kind of
 * action) and pages live in the URL, so a view can be shared and the back button works.
 */
import { AUDIT_PAGE_SIZE } from '@vyoma/contract';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { DataTable, Pagination } from '~/components/ui/DataTable.tsx';
import { FilterSelect } from '~/components/ui/FilterSelect.tsx';
import { useSearchParamsNow } from '~/lib/useSearchParamsNow.ts';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { describeBrowser, formatDateTime } from '../../components/format.ts';
import { useStaff } from '../../components/queries.ts';
import { EmptyState, QueryStates } from '../../components/States.tsx';
import { type AuditFilters, useAudit } from '../api.ts';
import './audit.css';

/** Groups of actions for the filter (the value matches every action that starts with it). */
const ACTION_GROUPS = [
  { value: '', label: 'All actions' },
  { value: 'login', label: 'Sign-ins and failed sign-ins' },
  { value: 'login.failed', label: 'Failed sign-ins' },
  { value: 'product', label: 'Products' },
  { value: 'category', label: 'Categories' },
  { value: 'blog', label: 'Blogs' },
  { value: 'second-section', label: 'Home page sections' },
  { value: 'contact', label: 'Enquiries' },
  { value: 'staff', label: 'Staff changes' },
  { value: 'account', label: 'Account and 2FA changes' },
  { value: 'session', label: 'Sessions' },
  { value: 'backup', label: 'Backups' },
  { value: 'redirect', label: 'Redirects' },
  { value: 'token', label: 'API tokens' },
  { value: 'webhook', label: 'Webhooks' },
];

const ACTION_LABELS: Record<string, string> = {
  login: 'Signed in',
  'login.failed': 'Failed sign-in',
  logout: 'Signed out',
  'product.create': 'Added a product',
  'product.update': 'Edited a product',
  'product.delete': 'Deleted a product',
  'category.create': 'Added a category',
  'category.update': 'Edited a category',
  'category.delete': 'Deleted a category',
  'blog.create': 'Added a blog post',
  'blog.update': 'Edited a blog post',
  'blog.delete': 'Deleted a blog post',
  'blog.publish-scheduled': 'Published a scheduled blog post',
  'product.publish-scheduled': 'Published a scheduled product',
  'second-section.update': 'Edited a home page section',
  'contact.update': 'Worked on an enquiry',
  'contact.note': 'Added a note to an enquiry',
  'contact.notification.retry': 'Sent an enquiry’s mail again',
  'contact.delete': 'Deleted an enquiry',
  'staff.create': 'Added a staff account',
  'staff.update': 'Edited a staff account',
  'staff.role': 'Changed a role',
  'staff.deactivate': 'Deactivated a staff account',
  'staff.reactivate': 'Reactivated a staff account',
  'staff.reset-2fa': 'Reset 2FA (command line)',
  'staff.reset-password': 'Reset a password (command line)',
  'account.update': 'Edited their profile',
  'account.password': 'Changed their password',
  'account.totp.setup': 'Started authenticator setup',
  'account.totp.enable': 'Turned on the authenticator app',
  'account.totp.disable': 'Turned off the authenticator app',
  'account.recovery-codes': 'Made new recovery codes',
  'account.passkey.add': 'Added a passkey',
  'account.passkey.remove': 'Removed a passkey',
  'session.end': 'Ended a session',
  'session.end-others': 'Ended all other sessions',
  'backup.download': 'Downloaded a backup',
  'redirect.create': 'Added a redirect',
  'redirect.delete': 'Deleted a redirect',
  'redirect.import': 'Imported redirects',
  'token.create': 'Made an API token',
  'token.revoke': 'Revoked an API token',
  'webhook.create': 'Added a webhook',
  'webhook.update': 'Changed a webhook',
  'webhook.delete': 'Deleted a webhook',
  'webhook.secret.read': 'Read a webhook secret',
  'webhook.secret.rotate': 'Made a new webhook secret',
  'webhook.redeliver': 'Redelivered a webhook delivery',
  'webhook.test': 'Sent a webhook test event',
  'webhook.disabled': 'Webhook turned off after failures',
};

/** Entries written without a request carry who wrote them in place of an address. */
const SYSTEM_ACTORS = new Set(['command line', 'scheduler', 'webhooks']);

function readFilters(params: URLSearchParams): AuditFilters {
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    action: params.get('action') ?? '',
    actor: params.get('actor') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** An ended session is stored as "address · User-Agent"; the table shows "Chrome on Linux · address". */
function targetText(action: string, label: string | null, target: string | null): string {
  if (action === 'session.end' && label) {
    const [ip, ...agent] = label.split(' · ');
    if (agent.length > 0) return `${describeBrowser(agent.join(' · '))} · ${ip}`;
  }
  return label ?? target ?? '—';
}

export default function AuditPage() {
  const [params, setParams] = useSearchParamsNow();
  const filters = readFilters(params);
  const audit = useAudit(filters);
  const staff = useStaff();
  const [text, setText] = useState(filters.q);
  useEffect(() => setText(filters.q), [filters.q]);

  /** Changes some filters (back to page 1 unless a page is given), from the URL as it is now. */
  const apply = (next: Partial<AuditFilters>) => {
    setParams(
      (current) => {
        const merged = { ...readFilters(current), page: 1, ...next };
        const out = new URLSearchParams();
        if (merged.q) out.set('q', merged.q);
        if (merged.action) out.set('action', merged.action);
        if (merged.actor) out.set('actor', merged.actor);
        if (merged.page > 1) out.set('page', String(merged.page));
        return out;
      },
      { replace: next.page === undefined },
    );
  };

  return (
    <AdminFrame
      title="Audit log"
      lead="Every admin action: who, what, when and from which address. Entries cannot be changed."
    >
      <search aria-label="Filter the audit log">
        <form
          className="audit__filters"
          onSubmit={(e) => {
            e.preventDefault();
            apply({ q: text.trim() });
          }}
        >
          <div className="field audit__search">
            <label className="field__label" htmlFor="audit-q">
              Search
            </label>
            <div className="audit__search-row">
              <input
                id="audit-q"
                className="input"
                type="search"
                placeholder="A product, an email, an address…"
                value={text}
                onChange={(e) => setText(e.target.value)}
              />
              <button type="submit" className="btn btn--primary">
                <Search size={16} aria-hidden="true" /> Search
              </button>
            </div>
          </div>
          <FilterSelect
            id="audit-action"
            label="Action"
            value={filters.action}
            options={ACTION_GROUPS}
            onChange={(action) => apply({ action })}
          />
          <FilterSelect
            id="audit-actor"
            label="Admin"
            value={filters.actor}
            options={[
              { value: '', label: 'All admins' },
              ...(staff.data ?? []).map((s) => ({ value: s._id, label: `${s.name} (${s.email})` })),
            ]}
            onChange={(actor) => apply({ actor })}
          />
        </form>
      </search>
      <QueryStates
        query={audit}
        loadingLabel="Loading the audit log…"
        errorText="Failed to load the audit log."
        empty={{
          when: (data) => data.total === 0,
          content: <EmptyState>No entries match.</EmptyState>,
        }}
      >
        {(data) => {
          const pageCount = Math.max(1, Math.ceil(data.total / (data.limit || AUDIT_PAGE_SIZE)));
          return (
            <>
              <p className="audit__count" role="status">
                {data.total === 1 ? '1 entry' : `${data.total} entries`}
                {pageCount > 1 ? ` · page ${data.page} of ${pageCount}` : ''}
              </p>
              <DataTable
                caption="Audit log entries, newest first"
                hideCaption
                head={
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Admin</th>
                    <th scope="col">Action</th>
                    <th scope="col">Target</th>
                    <th scope="col">Fields</th>
                    <th scope="col">Address</th>
                  </tr>
                }
              >
                {data.data.map((e) => (
                  <tr key={e._id}>
                    <td className="cell--nowrap">
                      <time dateTime={e.at}>{formatDateTime(e.at)}</time>
                    </td>
                    <td className="cell--nowrap">
                      {e.actor.email ?? (e.ip && SYSTEM_ACTORS.has(e.ip) ? e.ip : '—')}
                    </td>
                    <th scope="row" className="cell--nowrap" title={e.action}>
                      {ACTION_LABELS[e.action] ?? e.action}
                    </th>
                    <td className="audit__target" title={e.targetLabel ?? e.target ?? undefined}>
                      {targetText(e.action, e.targetLabel, e.target)}
                    </td>
                    <td className="audit__fields">{e.fields.length ? e.fields.join(', ') : '—'}</td>
                    <td className="cell--nowrap">{e.ip ?? '—'}</td>
                  </tr>
                ))}
              </DataTable>
              <Pagination
                page={data.page}
                pageCount={pageCount}
                onPage={(page) => apply({ page })}
                label="Audit log pages"
              />
            </>
          );
        }}
      </QueryStates>
    </AdminFrame>
  );
}
