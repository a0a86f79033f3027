/** One page of the inbox: a row per message with its checkbox, status, contact, excerpt and actions. */

import { ADMIN_PAGE, type EnquirySummary } from '@vyoma/contract';
import { DEFAULT_LANGUAGE, DEFAULT_LANGUAGES } from '@vyoma/contract/languages';
import { Link } from 'react-router';
import { DataTable } from '~/components/ui/DataTable.tsx';
import { formatPrice } from '~/content/brand.ts';
import { RowActions } from '../../components/RowActions.tsx';
import { formatDateTime, formatDay, notificationShort } from '../format.ts';
import { StatusBadge } from './StatusBadge.tsx';

/** A language's name in English (the admin's), for an enquiry sent from a page in it (issue 36). */
const languageName = (code: string) =>
  DEFAULT_LANGUAGES.find((l) => l.code === code)?.englishName ?? code.toUpperCase();

export function InboxTable({
  rows,
  selected,
  onSelect,
  isDeleting,
  onDelete,
}: {
  rows: EnquirySummary[];
  selected: ReadonlySet<string>;
  onSelect: (next: ReadonlySet<string>) => void;
  isDeleting: (id: string) => boolean;
  onDelete: (id: string) => void;
}) {
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r._id));
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect(next);
  };
  const assigneeName = (m: EnquirySummary) => m.assignee?.name ?? '—';

  return (
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
              onChange={() => onSelect(allOnPage ? new Set() : new Set(rows.map((r) => r._id)))}
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
            {message.email && <a href={`mailto:${message.email}`}>{message.email}</a>}
            {message.phone && <a href={`tel:${message.phone.replace(/[^\d+]/g, '')}`}>{message.phone}</a>}
          </td>
          <td className="cell--wrap contacts-message">
            {/* The first lines; the whole message is on the enquiry's page. */}
            {message.form && <span className="contacts-form">{message.form.title}</span>}
            {message.lang !== DEFAULT_LANGUAGE.code && (
              <span className="contacts-form">Sent from a {languageName(message.lang)} page</span>
            )}
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
              <span className="contacts-follow-up">Follow up {formatDay(message.followUpOn)}</span>
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
              onDelete={() => onDelete(message._id)}
            />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
