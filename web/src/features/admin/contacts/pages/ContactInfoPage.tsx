/**
 * /admin/contact-info (spec §2.8): the enquiry inbox next to the agency's published contact details.
 * The server filters (status, assignee), searches and pages; the filters live in the URL, so the back
 * button and a shared link restore them. Rows can be selected for a bulk status change or delete; the
 * CSV export streams every match from the server. The spec's table, delete confirmation and messages stay.
 * The pieces: InboxToolbar (search, filters, export), BulkBar, InboxTable, PublishedDetails.
 */
import {
  ADMIN_PAGE,
  ENQUIRY_INBOX_PAGE_SIZE,
  ENQUIRY_STATUSES,
  type EnquiryStatus,
  MESSAGES,
} from '@vyoma/contract';
import { BarChart3 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useConfirm } from '~/components/ui/ConfirmDialog.tsx';
import { Pagination } from '~/components/ui/DataTable.tsx';
import { useSearchParamsNow } from '~/lib/useSearchParamsNow.ts';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { EmptyState, QueryStates } from '../../components/States.tsx';
import { useConfirmedDelete } from '../../components/useConfirmedDelete.ts';
import { filterQuery, type InboxFilters, useBulkAction, useDeleteContact, useInbox } from '../api.ts';
import { BulkBar } from '../components/BulkBar.tsx';
import { InboxTable } from '../components/InboxTable.tsx';
import { InboxToolbar } from '../components/InboxToolbar.tsx';
import { PublishedDetails } from '../components/PublishedDetails.tsx';
import { deleteErrorText, fetchErrorText } from '../format.ts';
import './contacts.css';

const isStatus = (value: string | null): value is EnquiryStatus =>
  (ENQUIRY_STATUSES as readonly string[]).includes(value ?? '');

const NONE: ReadonlySet<string> = new Set();

function readFilters(params: URLSearchParams): InboxFilters {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: isStatus(status) ? status : '',
    assignee: params.get('assignee') ?? '',
    q: params.get('q') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    ...(params.get('form') ? { form: params.get('form')! } : {}),
  };
}

export default function ContactInfoPage() {
  const [params, setParams] = useSearchParamsNow();
  const filters = useMemo(() => readFilters(params), [params]);
  const inbox = useInbox(filters);
  const remove = useDeleteContact();
  const bulk = useBulkAction();
  const { confirm, dialog: bulkDialog } = useConfirm();

  // The selection belongs to one page of one filter: another page or filter starts with none.
  const pageKey = params.toString();
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key: '',
    ids: NONE,
  });
  const selected = selection.key === pageKey ? selection.ids : NONE;
  const setSelected = (next: ReadonlySet<string>) => setSelection({ key: pageKey, ids: next });
  const [bulkStatus, setBulkStatus] = useState<EnquiryStatus | ''>('');

  // The filters last asked for: two quick changes add up even before the URL has caught up.
  const latest = useRef(filters);
  useEffect(() => {
    latest.current = filters;
  }, [filters]);

  /** Changes filters (back to page 1) or the page. */
  function update(change: Partial<InboxFilters>) {
    const next = { ...latest.current, ...change, page: change.page ?? 1 };
    latest.current = next;
    setParams(new URLSearchParams(filterQuery(next, next.page > 1 ? { page: String(next.page) } : {})), {
      replace: change.page === undefined,
    });
  }

  const { requestDelete, isDeleting, dialog } = useConfirmedDelete(remove, {
    confirm: MESSAGES.confirm.deleteMessage,
    success: MESSAGES.contacts.deleted,
    failure: deleteErrorText,
  });

  const rows = inbox.data?.data ?? [];
  const total = inbox.data?.total ?? 0;
  const filtered = Boolean(filters.status || filters.assignee || filters.q.trim() || filters.form);
  const formTitle = filters.form ? rows.find((r) => r.form?._id === filters.form)?.form?.title : undefined;
  const pageCount = Math.max(1, Math.ceil(total / ENQUIRY_INBOX_PAGE_SIZE));

  return (
    <AdminFrame
      title="Contact Info"
      lead="Enquiries from the contact form and the cart, newest first."
      action={
        <Link to={ADMIN_PAGE.enquiryReport} className="btn btn--outline">
          <BarChart3 size={18} aria-hidden="true" /> Sources report
        </Link>
      }
      bare
    >
      <div className="contacts-layout">
        <div className="card admin-page__card contacts-layout__main">
          {inbox.data && !inbox.data.notifications.enabled && (
            <p className="status status--info contacts-notice">
              Notifications are off: new enquiries are not e-mailed to the team. Set <code>SMTP_URL</code> and{' '}
              <code>NOTIFY_EMAILS</code> to turn them on.
            </p>
          )}
          {filters.form && (
            <p className="status status--info contacts-notice">
              Only the entries of the form{formTitle ? ` “${formTitle}”` : ''}.{' '}
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                onClick={() => update({ form: undefined })}
              >
                Show every enquiry
              </button>
            </p>
          )}
          <InboxToolbar filters={filters} total={total} onChange={update} />
          <QueryStates query={inbox} loadingLabel="Loading messages…" errorText={fetchErrorText}>
            {() => (
              <>
                <p className="contacts-count" aria-live="polite">
                  {inbox.data?.totalCapped
                    ? `More than ${total.toLocaleString('en-IN')} messages match: the newest are first. Add words to narrow the search.`
                    : `${total} ${total === 1 ? 'message' : 'messages'}${filtered ? (total === 1 ? ' matches.' : ' match.') : '.'}`}
                </p>
                {selected.size > 0 && (
                  <BulkBar
                    selected={selected}
                    bulk={bulk}
                    status={bulkStatus}
                    onStatus={setBulkStatus}
                    onDone={() => setSelected(new Set())}
                    confirm={confirm}
                  />
                )}
                {rows.length === 0 ? (
                  <EmptyState>{filtered ? 'No messages match your filters.' : 'No messages yet.'}</EmptyState>
                ) : (
                  <InboxTable
                    rows={rows}
                    selected={selected}
                    onSelect={setSelected}
                    isDeleting={isDeleting}
                    onDelete={requestDelete}
                  />
                )}
                <Pagination
                  page={filters.page}
                  pageCount={pageCount}
                  onPage={(page) => update({ page })}
                  label="Pages of messages"
                />
              </>
            )}
          </QueryStates>
        </div>
        <PublishedDetails />
      </div>
      {dialog}
      {bulkDialog}
    </AdminFrame>
  );
}
