/**
 * /admin/contact-info (spec §2.8): the enquiries visitors sent, with search, CSV export and delete,
 * next to the agency's own published contact details.
 */
import { type ContactMessage, MESSAGES } from '@vyoma/contract';
import { Clock, Download, Mail, MapPin, Phone, Search } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { DataTable } from '../../../../components/ui/DataTable.tsx';
import { BRAND } from '../../../../content/brand.ts';
import { ApiError } from '../../../../lib/api.ts';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { EmptyState, QueryStates } from '../../components/States.tsx';
import { useConfirmedDelete } from '../../components/useConfirmedDelete.ts';
import { useContacts, useDeleteContact } from '../api.ts';
import { toCsv } from '../csv.ts';
import './contacts.css';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

const isNetwork = (error: unknown) => error instanceof ApiError && error.network;

function fetchErrorText(error: unknown): string {
  if (isNetwork(error)) return MESSAGES.contacts.fetchNetwork;
  return error instanceof ApiError && error.message ? error.message : MESSAGES.contacts.fetchFailed;
}

function matches(message: ContactMessage, needle: string): boolean {
  if (!needle) return true;
  return [message.name, message.email, message.phone, message.message, formatDate(message.createdAt)].some(
    (value) => value.toLowerCase().includes(needle),
  );
}

function download(csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `contact-messages-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export default function ContactInfoPage() {
  const contacts = useContacts();
  const remove = useDeleteContact();
  const [search, setSearch] = useState('');
  const needle = useDeferredValue(search.trim().toLowerCase());
  const visible = useMemo(
    () => (contacts.data ?? []).filter((m) => matches(m, needle)),
    [contacts.data, needle],
  );

  const { requestDelete, isDeleting, dialog } = useConfirmedDelete(remove, {
    confirm: MESSAGES.confirm.deleteMessage,
    success: MESSAGES.contacts.deleted,
    failure: (error) => (isNetwork(error) ? MESSAGES.contacts.deleteNetwork : MESSAGES.contacts.deleteFailed),
  });

  const total = contacts.data?.length ?? 0;

  return (
    <AdminFrame title="Contact Info" lead="Enquiries sent through the Contact Us form, newest first." bare>
      <div className="contacts-layout">
        <div className="card admin-page__card contacts-layout__main">
          <QueryStates
            query={contacts}
            loadingLabel="Loading messages…"
            errorText={fetchErrorText}
            empty={{ when: (_data) => total === 0, content: <EmptyState>No messages yet.</EmptyState> }}
          >
            {(_data) => (
              <>
                <div className="contacts-toolbar">
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
                  <button
                    type="button"
                    className="btn btn--outline"
                    disabled={visible.length === 0}
                    onClick={() => download(toCsv(visible))}
                  >
                    <Download size={18} aria-hidden="true" /> Export CSV
                  </button>
                </div>
                <p className="contacts-count" aria-live="polite">
                  {needle
                    ? `${visible.length} of ${total} ${total === 1 ? 'message matches' : 'messages match'}.`
                    : `${total} ${total === 1 ? 'message' : 'messages'}.`}
                </p>
                {visible.length === 0 ? (
                  <EmptyState>No messages match your search.</EmptyState>
                ) : (
                  <DataTable
                    caption="Contact messages"
                    hideCaption
                    head={
                      <tr>
                        <th scope="col">Name</th>
                        <th scope="col">Email</th>
                        <th scope="col">Phone</th>
                        <th scope="col">Message</th>
                        <th scope="col">Received</th>
                        <th scope="col" className="cell--actions">
                          Actions
                        </th>
                      </tr>
                    }
                  >
                    {visible.map((message) => {
                      return (
                        <tr key={message._id}>
                          <th scope="row" className="cell--nowrap">
                            {message.name}
                          </th>
                          <td className="cell--nowrap">
                            <a href={`mailto:${message.email}`}>{message.email}</a>
                          </td>
                          <td className="cell--nowrap">
                            <a href={`tel:${message.phone.replace(/[^\d+]/g, '')}`}>{message.phone}</a>
                          </td>
                          <td className="cell--wrap contacts-message">{message.message}</td>
                          <td className="cell--nowrap">
                            <time dateTime={message.createdAt}>{formatDate(message.createdAt)}</time>
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
                      );
                    })}
                  </DataTable>
                )}
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
    </AdminFrame>
  );
}
