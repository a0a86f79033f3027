/**
 * /admin/contact-info (spec §2.8): the enquiry inbox next to the agency's published contact details.
 * The server filters (status, assignee), searches and pages; the filters live in the URL, so the back
 * button and a shared link restore them. Rows can be selected for a bulk status change or delete; the
 * CSV export streams every match from the server. The spec's table, delete confirmation and messages stay.
 */
import {
  ADMIN_PAGE,
  API,
  ENQUIRY_INBOX_PAGE_SIZE,
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_STATUSES,
  type EnquiryStatus,
  type EnquirySummary,
  MESSAGES,
} from '@vyoma/contract';
import { BarChart3, Clock, Download, Mail, MapPin, Phone, Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useConfirm } from '~/components/ui/ConfirmDialog.tsx';
import { DataTable, Pagination } from '~/components/ui/DataTable.tsx';
import { FilterSelect } from '~/components/ui/FilterSelect.tsx';
import { toast } from '~/components/ui/Toast.tsx';
import { BRAND, formatPrice } from '~/content/brand.ts';
import { messageOr } from '~/lib/api.ts';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { EmptyState, QueryStates } from '../../components/States.tsx';
import { useConfirmedDelete } from '../../components/useConfirmedDelete.ts';
import {
  filterQuery,
  type InboxFilters,
  useAssignees,
  useBulkAction,
  useDeleteContact,
  useInbox,
} from '../api.ts';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { deleteErrorText, fetchErrorText, formatDateTime, formatDay, notificationShort } from '../format.ts';
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
  };
}

export default function ContactInfoPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const inbox = useInbox(filters);
  const assignees = useAssignees();
  const remove = useDeleteContact();
  const bulk = useBulkAction();
  const { confirm, dialog: bulkDialog } = useConfirm();
  const ids = { status: useId(), assignee: useId(), bulk: useId() };

  // The search box types freely; the URL (and the server) follow after a short pause.
  const [search, setSearch] = useState(filters.q);
  useEffect(() => setSearch(filters.q), [filters.q]);
  useEffect(() => {
    if (search.trim() === filters.q.trim()) return;
    const timer = setTimeout(() => update({ q: search }), 300);
    return () => clearTimeout(timer);
  });

  // The selection belongs to one page of one filter: another page or filter starts with none.
  const pageKey = params.toString();
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key: '',
    ids: NONE,
  });
  const selected = selection.key === pageKey ? selection.ids : NONE;
  const setSelected = (next: ReadonlySet<string> | ((current: ReadonlySet<string>) => ReadonlySet<string>)) =>
    setSelection((current) => {
      const ids = current.key === pageKey ? current.ids : NONE;
      return { key: pageKey, ids: typeof next === 'function' ? next(ids) : next };
    });
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
  const filtered = Boolean(filters.status || filters.assignee || filters.q.trim());
  const pageCount = Math.max(1, Math.ceil(total / ENQUIRY_INBOX_PAGE_SIZE));
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r._id));

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  async function applyStatus() {
    if (!bulkStatus || selected.size === 0) return;
    bulk.mutate(
      { action: 'setStatus', status: bulkStatus, ids: [...selected] },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setSelected(new Set());
          setBulkStatus('');
        },
        onError: (error) => toast.error(messageOr(error, 'The status could not be changed.')),
      },
    );
  }

  async function deleteSelected() {
    const count = selected.size;
    const question =
      count === 1
        ? MESSAGES.confirm.deleteMessage
        : `Are you sure you want to delete these ${count} messages?`;
    if (!(await confirm(question))) return;
    bulk.mutate(
      { action: 'delete', ids: [...selected] },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setSelected(new Set());
        },
        onError: (error) => toast.error(deleteErrorText(error)),
      },
    );
  }

  const assigneeName = (m: EnquirySummary) => m.assignee?.name ?? '—';

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
          <search className="contacts-toolbar">
            <div className="contacts-search">
              <label htmlFor="contact-search" className="visually-hidden">
                Search messages
              </label>
              <Search size={18} aria-hidden="true" className="contacts-search__icon" />
              <input
                id="contact-search"
                type="search"
                className="input contacts-search__input"
                placeholder="Search messages"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
            <FilterSelect
              id={ids.status}
              label="Status"
              className="contacts-filter"
              value={filters.status}
              options={[
                { value: '', label: 'All statuses' },
                ...ENQUIRY_STATUSES.map((s) => ({ value: s, label: ENQUIRY_STATUS_LABELS[s] })),
              ]}
              onChange={(status) => update({ status: status as EnquiryStatus | '' })}
            />
            <FilterSelect
              id={ids.assignee}
              label="Assignee"
              className="contacts-filter"
              value={filters.assignee}
              options={[
                { value: '', label: 'Anyone' },
                { value: 'none', label: 'Unassigned' },
                ...(assignees.data ?? []).map((a) => ({ value: a._id, label: a.name })),
              ]}
              onChange={(assignee) => update({ assignee })}
            />
            <a
              className="btn btn--outline contacts-export"
              href={`${API.contactExport}${filterQuery(filters)}`}
              download
              aria-disabled={total === 0}
              onClick={(event) => total === 0 && event.preventDefault()}
            >
              <Download size={18} aria-hidden="true" /> Export CSV
            </a>
          </search>
          <QueryStates query={inbox} loadingLabel="Loading messages…" errorText={fetchErrorText}>
            {() => (
              <>
                <p className="contacts-count" aria-live="polite">
                  {inbox.data?.totalCapped
                    ? `More than ${total.toLocaleString('en-IN')} messages match: the newest are first. Add words to narrow the search.`
                    : `${total} ${total === 1 ? 'message' : 'messages'}${filtered ? (total === 1 ? ' matches.' : ' match.') : '.'}`}
                </p>
                {selected.size > 0 && (
                  <fieldset className="contacts-bulk">
                    <legend className="contacts-bulk__legend">{selected.size} selected</legend>
                    <label htmlFor={ids.bulk} className="visually-hidden">
                      New status for the selected messages
                    </label>
                    <select
                      id={ids.bulk}
                      className="select contacts-bulk__select"
                      value={bulkStatus}
                      onChange={(event) => setBulkStatus(event.target.value as EnquiryStatus | '')}
                    >
                      <option value="">Change status to…</option>
                      {ENQUIRY_STATUSES.map((s) => (
                        <option key={s} value={s}>
                          {ENQUIRY_STATUS_LABELS[s]}
                        </option>
                      ))}
                    </select>
                    <button
                      type="button"
                      className="btn btn--primary btn--sm"
                      disabled={!bulkStatus || bulk.isPending}
                      onClick={applyStatus}
                    >
                      Apply
                    </button>
                    <button
                      type="button"
                      className="btn btn--danger btn--sm"
                      disabled={bulk.isPending}
                      onClick={deleteSelected}
                    >
                      Delete selected
                    </button>
                  </fieldset>
                )}
                {rows.length === 0 ? (
                  <EmptyState>{filtered ? 'No messages match your filters.' : 'No messages yet.'}</EmptyState>
                ) : (
                  <DataTable
                    caption="Contact messages"
                    hideCaption
                    head={
                      <tr>
                        <th scope="col" className="cell--check">
                          <input
                            type="checkbox"
                            aria-label="Select all messages on this page"
                            checked={allOnPage}
                            onChange={() =>
                              setSelected(allOnPage ? new Set() : new Set(rows.map((r) => r._id)))
                            }
                          />
                        </th>
                        <th scope="col">Name</th>
                        <th scope="col">Status</th>
                        <th scope="col">Contact</th>
                        <th scope="col">Message</th>
                        <th scope="col">Assignee</th>
                        <th scope="col">Received</th>
                        <th scope="col" className="cell--actions">
                          Actions
                        </th>
                      </tr>
                    }
                  >
                    {rows.map((message) => (
                      <tr key={message._id}>
                        <td className="cell--check">
                          <input
                            type="checkbox"
                            aria-label={`Select message from ${message.name}`}
                            checked={selected.has(message._id)}
                            onChange={() => toggle(message._id)}
                          />
                        </td>
                        <th scope="row" className="contacts-name">
                          <Link to={ADMIN_PAGE.enquiry(message._id)}>{message.name}</Link>
                        </th>
                        <td className="cell--nowrap">
                          <StatusBadge status={message.status} />
                          {message.notification.state !== 'none' && (
                            <span className={`contacts-mail contacts-mail--${message.notification.state}`}>
                              Mail: {notificationShort(message.notification)}
                            </span>
                          )}
                        </td>
                        <td className="contacts-contact">
                          <a href={`mailto:${message.email}`}>{message.email}</a>
                          <a href={`tel:${message.phone.replace(/[^\d+]/g, '')}`}>{message.phone}</a>
                        </td>
                        <td className="cell--wrap contacts-message">
                          {/* The first lines; the whole message is on the enquiry's page. */}
                          <span className="contacts-message__text">{message.message}</span>
                          {message.lineCount > 0 && message.quoteTotal !== null && (
                            <span className="contacts-quote">
                              Quote: {message.lineCount} {message.lineCount === 1 ? 'line' : 'lines'},{' '}
                              {formatPrice(message.quoteTotal)}
                            </span>
                          )}
                        </td>
                        <td className="cell--nowrap">
                          {assigneeName(message)}
                          {message.followUpOn && (
                            <span className="contacts-follow-up">
                              Follow up {formatDay(message.followUpOn)}
                            </span>
                          )}
                        </td>
                        <td className="contacts-received">
                          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                        </td>
                        <td className="cell--actions">
                          <RowActions
                            name={message.name}
                            deleteLabel={`Delete message from ${message.name}`}
                            deleting={isDeleting(message._id)}
                            onDelete={() => requestDelete(message._id)}
                          />
                        </td>
                      </tr>
                    ))}
                  </DataTable>
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
        <aside className="card contacts-layout__aside" aria-labelledby="our-details">
          <h2 id="our-details" className="contacts-aside__title">
            Our published details
          </h2>
          <p className="contacts-aside__lead">
            What visitors see on the site for reaching {BRAND.shortName}.
          </p>
          <ul className="contacts-aside__list">
            <li>
              <Phone size={18} aria-hidden="true" />
              <a href={BRAND.phone.href}>{BRAND.phone.display}</a>
            </li>
            <li>
              <Mail size={18} aria-hidden="true" />
              <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>
            </li>
            <li>
              <MapPin size={18} aria-hidden="true" />
              <address>
                {BRAND.address.lines.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
            </li>
            <li>
              <Clock size={18} aria-hidden="true" />
              <span>{BRAND.hours}</span>
            </li>
          </ul>
        </aside>
      </div>
      {dialog}
      {bulkDialog}
    </AdminFrame>
  );
}
