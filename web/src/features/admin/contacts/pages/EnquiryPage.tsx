/**
 * /admin/contact-info/{id}: one enquiry. The message and its quote lines (priced when it arrived),
 * internal notes with author and time, its place in the pipeline (status, assignee, follow-up date),
 * where it came from (page, first page of the visit, referrer, UTM tags) and whether the team's mail
 * went out.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMIN_PAGE,
  API,
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_STATUSES,
  type Enquiry,
  type EnquiryNotification,
  MESSAGES,
} from '@vyoma/contract';
import {
  type EnquiryNoteInput,
  type EnquiryUpdateInput,
  enquiryNoteSchema,
  enquiryUpdateSchema,
} from '@vyoma/contract/schemas';
import { Mail, Phone, RotateCcw, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { useConfirm } from '~/components/ui/ConfirmDialog.tsx';
import { DataTable } from '~/components/ui/DataTable.tsx';
import { FormActions } from '~/components/ui/FormActions.tsx';
import { FormField } from '~/components/ui/FormField.tsx';
import { toast } from '~/components/ui/Toast.tsx';
import { formatPrice } from '~/content/brand.ts';
import { ApiError, messageOr } from '~/lib/api.ts';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { applyFieldErrors } from '../../components/formErrors.ts';
import { QueryStates } from '../../components/States.tsx';
import {
  useAddNote,
  useAssignees,
  useDeleteContact,
  useEnquiry,
  useRetryNotification,
  useUpdateEnquiry,
} from '../api.ts';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { deleteErrorText, formatDateTime, notificationText } from '../format.ts';
import './contacts.css';

const NOT_FOUND = 'Message not found';

export default function EnquiryPage() {
  const { id = '' } = useParams();
  const enquiry = useEnquiry(id);
  const name = enquiry.data?.data.name;
  return (
    <AdminFrame
      title={name ?? 'Enquiry'}
      lead={enquiry.data ? `Received ${formatDateTime(enquiry.data.data.createdAt)}` : undefined}
      back={{ to: ADMIN_PAGE.contactInfo, label: 'All enquiries' }}
      bare
    >
      <QueryStates
        query={enquiry}
        loadingLabel="Loading the enquiry…"
        errorText={(error) =>
          error instanceof ApiError && error.status === 404
            ? NOT_FOUND
            : messageOr(error, MESSAGES.contacts.fetchFailed)
        }
      >
        {({ data, notifications }) => (
          <EnquiryDetail enquiry={data} notificationsOn={notifications.enabled} />
        )}
      </QueryStates>
    </AdminFrame>
  );
}

function EnquiryDetail({ enquiry, notificationsOn }: { enquiry: Enquiry; notificationsOn: boolean }) {
  const navigate = useNavigate();
  const remove = useDeleteContact();
  const { confirm, dialog } = useConfirm();
  const total = enquiry.lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0);

  async function deleteIt() {
    if (!(await confirm(MESSAGES.confirm.deleteMessage))) return;
    remove.mutate(enquiry._id, {
      onSuccess: () => {
        toast.success(MESSAGES.contacts.deleted);
        void navigate(ADMIN_PAGE.contactInfo);
      },
      onError: (error) => toast.error(deleteErrorText(error)),
    });
  }

  return (
    <div className="enquiry-layout">
      <div className="enquiry-layout__main">
        <section className="card admin-page__card" aria-labelledby="enquiry-message">
          <div className="enquiry-heading">
            <h2 id="enquiry-message" className="enquiry-section-title">
              {enquiry.form ? `Entry of “${enquiry.form.title}”` : 'Message'}
            </h2>
            <StatusBadge status={enquiry.status} />
          </div>
          <ul className="enquiry-contact">
            {/* A form's entry may have neither (issue 29): no empty link. */}
            {enquiry.email && (
              <li>
                <Mail size={16} aria-hidden="true" />
                <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
              </li>
            )}
            {enquiry.phone && (
              <li>
                <Phone size={16} aria-hidden="true" />
                <a href={`tel:${enquiry.phone.replace(/[^\d+]/g, '')}`}>{enquiry.phone}</a>
              </li>
            )}
          </ul>
          {enquiry.form ? (
            <FormAnswers enquiry={enquiry} />
          ) : (
            <p className="enquiry-message">{enquiry.message}</p>
          )}
        </section>

        {enquiry.lines.length > 0 && (
          <section className="card admin-page__card enquiry-quote" aria-labelledby="enquiry-quote">
            <h2 id="enquiry-quote" className="enquiry-section-title">
              Quote request
            </h2>
            <DataTable
              caption="Quote lines, with prices when the request arrived"
              hideCaption
              head={
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col" className="cell--num">
                    {/* "Qty" on screen (the table fits a phone); "Quantity" for screen readers. */}
                    <span aria-hidden="true">Qty</span>
                    <span className="visually-hidden">Quantity</span>
                  </th>
                  <th scope="col" className="cell--num">
                    Unit price
                  </th>
                  <th scope="col" className="cell--num">
                    Amount
                  </th>
                </tr>
              }
              foot={
                <tr>
                  <th scope="row" colSpan={3} className="cell--num">
                    Total
                  </th>
                  <td className="cell--num">{formatPrice(total)}</td>
                </tr>
              }
            >
              {enquiry.lines.map((line) => (
                <tr key={line.productId}>
                  <th scope="row">{line.name}</th>
                  <td className="cell--num">{line.quantity}</td>
                  <td className="cell--num">{formatPrice(line.unitPrice)}</td>
                  <td className="cell--num">{formatPrice(line.quantity * line.unitPrice)}</td>
                </tr>
              ))}
            </DataTable>
            <p className="enquiry-hint">Prices as they were when the request arrived.</p>
          </section>
        )}

        <Notes enquiry={enquiry} />
      </div>

      <div className="enquiry-layout__aside">
        <Pipeline enquiry={enquiry} />
        <section className="card admin-page__card" aria-labelledby="enquiry-origin">
          <h2 id="enquiry-origin" className="enquiry-section-title">
            Where it came from
          </h2>
          <dl className="enquiry-facts">
            <Fact label="Source" value={enquiry.attribution.source} />
            <Fact label="Sent from" value={enquiry.attribution.page} />
            <Fact label="First page of the visit" value={enquiry.attribution.landingPage} />
            <Fact label="Referrer" value={enquiry.attribution.referrer} />
            <Fact label="utm_source" value={enquiry.attribution.utm.source} />
            <Fact label="utm_medium" value={enquiry.attribution.utm.medium} />
            <Fact label="utm_campaign" value={enquiry.attribution.utm.campaign} />
            <Fact label="utm_term" value={enquiry.attribution.utm.term} />
            <Fact label="utm_content" value={enquiry.attribution.utm.content} />
            {enquiry.formElapsedMs !== null && (
              <Fact
                label="Form open before sending"
                value={`${(enquiry.formElapsedMs / 1000).toLocaleString('en-IN', { maximumFractionDigits: 1 })} s`}
              />
            )}
          </dl>
        </section>
        <Visit enquiry={enquiry} />
        <Delivery enquiry={enquiry} notificationsOn={notificationsOn} />
        <button
          type="button"
          className="btn btn--danger btn--block"
          disabled={remove.isPending}
          onClick={deleteIt}
        >
          <Trash2 size={16} aria-hidden="true" /> {remove.isPending ? 'Deleting…' : 'Delete message'}
        </button>
      </div>
      {dialog}
    </div>
  );
}

/** The counted visit it came from (issue 27), as the analytics dashboard counts it. */
function Visit({ enquiry }: { enquiry: Enquiry }) {
  const v = enquiry.visit;
  return (
    <section className="card admin-page__card" aria-labelledby="enquiry-visit">
      <h2 id="enquiry-visit" className="enquiry-section-title">
        The visit
      </h2>
      {!v.counted && (
        <p className="enquiry-hint">No visit of this browser was counted; this is what the form said.</p>
      )}
      <dl className="enquiry-facts">
        <Fact label="Entry page" value={v.entryPage} />
        <Fact label="Source" value={v.paid ? `${v.source} (paid click)` : v.source} />
        <Fact label="Campaign" value={v.campaign} />
        <Fact label="Device" value={v.device && v.browser ? `${v.device}, ${v.browser}` : v.device} />
      </dl>
      {v.pages.length > 0 && (
        <>
          <h3 className="enquiry-subtitle">Pages seen before it</h3>
          <ol className="enquiry-pages">
            {v.pages.map((page) => (
              <li key={page}>{page}</li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

function Fact({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Status, assignee and follow-up date, saved together. */
function Pipeline({ enquiry }: { enquiry: Enquiry }) {
  const ids = { status: useId(), assignee: useId(), followUp: useId(), value: useId() };
  const assignees = useAssignees();
  const update = useUpdateEnquiry(enquiry._id);
  const current = enquiry.assignee;
  const assigneeOptions: { _id: string; name: string; inactive?: boolean }[] = assignees.data
    ? [
        ...assignees.data,
        ...(current && !assignees.data.some((a) => a._id === current._id)
          ? [{ ...current, inactive: true }]
          : []),
      ]
    : current
      ? [current]
      : [];
  const values: EnquiryUpdateInput = {
    status: enquiry.status,
    assigneeId: enquiry.assignee?._id ?? '',
    followUpOn: enquiry.followUpOn ?? '',
    value: enquiry.value === null ? '' : String(enquiry.value),
  };
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<EnquiryUpdateInput>({
    resolver: zodResolver(enquiryUpdateSchema),
    // Follows the saved enquiry (after a save, or another admin's change on reload).
    values,
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await update.mutateAsync(input);
      toast.success('Enquiry updated.');
    } catch (error) {
      applyFieldErrors(error, setError, ['status', 'assigneeId', 'followUpOn', 'value']);
      toast.error(messageOr(error, 'The enquiry could not be updated.'));
    }
  });

  return (
    <section className="card admin-page__card" aria-labelledby="enquiry-pipeline">
      <h2 id="enquiry-pipeline" className="enquiry-section-title">
        Pipeline
      </h2>
      <form className="admin-form" onSubmit={onSubmit} noValidate aria-busy={update.isPending}>
        <FormField id={ids.status} label="Status" error={errors.status?.message}>
          {(a11y) => (
            <select className="select" {...a11y} {...register('status')}>
              {ENQUIRY_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {ENQUIRY_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={ids.assignee} label="Assignee" error={errors.assigneeId?.message}>
          {(a11y) => (
            <select className="select" {...a11y} {...register('assigneeId')}>
              <option value="">Unassigned</option>
              {/* The current assignee is an option from the start (same key once the list arrives),
                  so the select keeps showing them while the list loads, and after they were deactivated. */}
              {assigneeOptions.map((a) => (
                <option key={a._id} value={a._id}>
                  {a.inactive ? `${a.name} (deactivated)` : a.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={ids.followUp} label="Follow up on" error={errors.followUpOn?.message}>
          {(a11y) => <input type="date" className="input" {...a11y} {...register('followUpOn')} />}
        </FormField>
        <FormField
          id={ids.value}
          label="Value (₹)"
          hint="What the work is worth: won enquiries add up to the won value in Analytics. Empty: the quote's total."
          error={errors.value?.message}
        >
          {(a11y) => (
            <input type="text" inputMode="decimal" className="input" {...a11y} {...register('value')} />
          )}
        </FormField>
        <FormActions label="Save changes" busy={update.isPending} disabled={!isDirty} />
      </form>
    </section>
  );
}

function Notes({ enquiry }: { enquiry: Enquiry }) {
  const id = useId();
  const add = useAddNote(enquiry._id);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<EnquiryNoteInput>({ resolver: zodResolver(enquiryNoteSchema), defaultValues: { text: '' } });

  const onSubmit = handleSubmit(async ({ text }) => {
    try {
      await add.mutateAsync(text);
      reset({ text: '' });
      toast.success('Note added.');
    } catch (error) {
      applyFieldErrors(error, setError, ['text']);
      toast.error(messageOr(error, 'The note could not be added.'));
    }
  });

  return (
    <section className="card admin-page__card" aria-labelledby="enquiry-notes">
      <h2 id="enquiry-notes" className="enquiry-section-title">
        Internal notes
      </h2>
      {enquiry.notes.length === 0 ? (
        <p className="enquiry-hint">No notes yet. Notes are for the team only.</p>
      ) : (
        <ol className="enquiry-notes">
          {enquiry.notes.map((note) => (
            <li key={note._id} className="enquiry-note">
              <p className="enquiry-note__meta">
                <strong>{note.author.name}</strong> ·{' '}
                <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
              </p>
              <p className="enquiry-note__text">{note.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form className="admin-form" onSubmit={onSubmit} noValidate aria-busy={add.isPending}>
        <FormField id={id} label="Add a note" error={errors.text?.message}>
          {(a11y) => <textarea className="textarea" rows={3} {...a11y} {...register('text')} />}
        </FormField>
        <FormActions label="Add note" busy={add.isPending} busyLabel="Adding…" />
      </form>
    </section>
  );
}

function Delivery({ enquiry, notificationsOn }: { enquiry: Enquiry; notificationsOn: boolean }) {
  const retry = useRetryNotification(enquiry._id);
  const n: EnquiryNotification = enquiry.notification;
  return (
    <section className="card admin-page__card" aria-labelledby="enquiry-delivery">
      <h2 id="enquiry-delivery" className="enquiry-section-title">
        Team notification
      </h2>
      <p className={`enquiry-delivery enquiry-delivery--${n.state}`}>
        {notificationText(n, enquiry.status, notificationsOn)}
      </p>
      {n.lastError && n.state !== 'sent' && (
        <p className="enquiry-delivery__error">
          Last error: <code>{n.lastError}</code>
        </p>
      )}
      {n.state === 'failed' && (
        <button
          type="button"
          className="btn btn--outline btn--sm"
          disabled={retry.isPending}
          onClick={() =>
            retry.mutate(undefined, {
              onSuccess: (answer) => toast.success(answer.message),
              onError: (error) => toast.error(messageOr(error, 'The mail could not be queued again.')),
            })
          }
        >
          <RotateCcw size={14} aria-hidden="true" /> Send again
        </button>
      )}
    </section>
  );
}

/**
 * A form's entry (issue 29): each answer under the label it had when it was sent (a form changed since
 * keeps its earlier entries readable), and the files, opened through the admin API only.
 */
function FormAnswers({ enquiry }: { enquiry: Enquiry }) {
  return (
    <>
      <p className="enquiry-hint">
        Sent with version {enquiry.form?.version} of the form
        {enquiry.form?._id ? '' : ' (the form has since been deleted)'}.
      </p>
      <dl className="enquiry-answers">
        {enquiry.fields.map((field) => (
          <div key={field.key}>
            <dt>{field.type === 'consent' ? 'Agreed' : field.label}</dt>
            <dd>
              {field.type === 'file'
                ? (() => {
                    const file = enquiry.files.find((f) => f.key === field.key);
                    return file ? (
                      <a href={API.contactFile(enquiry._id, file._id)} target="_blank" rel="noopener">
                        {file.name} ({Math.max(1, Math.round(file.bytes / 1024))} kB)
                      </a>
                    ) : (
                      field.value
                    );
                  })()
                : field.type === 'consent'
                  ? field.label
                  : Array.isArray(field.value)
                    ? field.value.join(', ')
                    : field.value}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
