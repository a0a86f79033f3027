/**
 * /admin/candidates/{id} (issue 29): one application. Who applied, for which opening, the cover note
 * and links, the CV (opened in the browser through the admin API: every opening is audited and in
 * the history), the consent they gave with its exact text and version, the pipeline (stage,
 * assignee, rating, keep past the retention period), notes and the history of every change.
 */
import {
  ADMIN_PAGE,
  API,
  APPLICATION_STAGE_LABELS,
  APPLICATION_STAGES,
  type Application,
  type ApplicationEvent,
  type ApplicationStage,
} from '@vyoma/contract';
import type { ApplicationUpdateInput } from '@vyoma/contract/form-schema';
import { FileText } from 'lucide-react';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { toast } from '~/components/ui/Toast.tsx';
import { messageOr } from '~/lib/api.ts';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { QueryStates } from '../../components/States.tsx';
import { useAddApplicationNote, useApplication, useCandidateStaff, useUpdateApplication } from '../api.ts';
import './candidates.css';

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' });

export default function CandidatePage() {
  const { id = '' } = useParams();
  const application = useApplication(id);
  return (
    <AdminFrame
      title={application.data ? application.data.name : 'Application'}
      lead={application.data ? `Applied for ${application.data.job.title}` : undefined}
      back={{ to: ADMIN_PAGE.candidates, label: 'Candidates' }}
      bare
    >
      <QueryStates
        query={application}
        loadingLabel="Loading the application…"
        errorText="Failed to load the application."
      >
        {(data) => <Details application={data} />}
      </QueryStates>
    </AdminFrame>
  );
}

function Details({ application: a }: { application: Application }) {
  return (
    <div className="candidate-layout">
      <div className="candidate-layout__main">
        <section className="card admin-page__card" aria-labelledby="candidate-about">
          <h2 id="candidate-about">Application</h2>
          <dl className="candidate-facts">
            <div>
              <dt>E-mail</dt>
              <dd>
                <a href={`mailto:${a.email}`}>{a.email}</a>
              </dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd>
                <a href={`tel:${a.phone.replace(/[^\d+]/g, '')}`}>{a.phone}</a>
              </dd>
            </div>
            <div>
              <dt>Applied</dt>
              <dd>{when.format(new Date(a.createdAt))}</dd>
            </div>
            <div>
              <dt>Cover note</dt>
              <dd>{a.coverNote || '—'}</dd>
            </div>
            <div>
              <dt>Links</dt>
              <dd>
                {a.links.length === 0
                  ? '—'
                  : a.links.map((link) => (
                      <a
                        key={link}
                        href={link}
                        target="_blank"
                        rel="noopener noreferrer nofollow"
                        className="candidate-link"
                      >
                        {link}
                      </a>
                    ))}
              </dd>
            </div>
          </dl>
          {a.cv && (
            <a
              className="btn btn--primary"
              href={API.adminApplicationCv(a._id)}
              target="_blank"
              rel="noopener"
            >
              <FileText size={16} aria-hidden="true" />
              {a.cv.kind === 'pdf' ? 'Open the CV' : 'Download the CV'} ({a.cv.name},{' '}
              {Math.max(1, Math.round(a.cv.bytes / 1024))} kB)
            </a>
          )}
        </section>
        <section className="card admin-page__card" aria-labelledby="candidate-consent">
          <h2 id="candidate-consent">Consent</h2>
          <blockquote className="candidate-consent">{a.consent.text}</blockquote>
          <p className="candidate-meta">
            Ticked on {when.format(new Date(a.consent.at))} · version {a.consent.version}
          </p>
          <p className="candidate-meta">
            {a.keep
              ? 'Kept past the retention period.'
              : a.deleteAfter
                ? `Deleted on ${day.format(new Date(`${a.deleteAfter}T00:00:00Z`))} unless kept.`
                : 'Deleted after the retention period once the opening closes, unless kept.'}
          </p>
        </section>
        <Notes application={a} />
      </div>
      <div className="candidate-layout__aside">
        <Pipeline application={a} />
        <section className="card admin-page__card" aria-labelledby="candidate-history">
          <h2 id="candidate-history">History</h2>
          <ol className="candidate-history">
            {[...a.history].reverse().map((event) => (
              <li key={event._id}>
                <span className="candidate-meta">{when.format(new Date(event.at))}</span> {describe(event)}
              </li>
            ))}
          </ol>
        </section>
        <section className="card admin-page__card" aria-labelledby="candidate-source">
          <h2 id="candidate-source">Where they came from</h2>
          <dl className="candidate-facts">
            <div>
              <dt>Source</dt>
              <dd>{a.attribution.source}</dd>
            </div>
            {a.attribution.utm.campaign && (
              <div>
                <dt>Campaign</dt>
                <dd>{a.attribution.utm.campaign}</dd>
              </div>
            )}
            {a.attribution.landingPage && (
              <div>
                <dt>First page of the visit</dt>
                <dd>{a.attribution.landingPage}</dd>
              </div>
            )}
          </dl>
        </section>
      </div>
    </div>
  );
}

function describe(e: ApplicationEvent): string {
  const who = e.actor ?? 'The applicant';
  const stage = (s: string | null) => (s ? (APPLICATION_STAGE_LABELS[s as ApplicationStage] ?? s) : '—');
  switch (e.kind) {
    case 'applied':
      return 'Applied.';
    case 'stage':
      return `${who} moved it from ${stage(e.from)} to ${stage(e.to)}.`;
    case 'assignee':
      return e.to ? `${who} gave it to ${e.to}.` : `${who} took it from ${e.from ?? 'its assignee'}.`;
    case 'rating':
      return e.to ? `${who} rated it ${e.to} of 5.` : `${who} removed the rating.`;
    case 'keep':
      return e.to === 'yes' ? `${who} marked it to keep.` : `${who} let it go with the retention period.`;
    case 'note':
      return `${who} added a note.`;
    case 'cv':
      return `${who} opened the CV.`;
  }
}

function Pipeline({ application: a }: { application: Application }) {
  const id = useId();
  const staff = useCandidateStaff();
  const update = useUpdateApplication();
  const save = (change: ApplicationUpdateInput, done: string) =>
    update.mutate(
      { id: a._id, change },
      {
        onSuccess: () => toast.success(done),
        onError: (error) => toast.error(messageOr(error, 'The change was not saved.')),
      },
    );
  return (
    <section className="card admin-page__card candidate-pipeline" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Pipeline</h2>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-stage`}>
          Stage
        </label>
        <select
          id={`${id}-stage`}
          className="select"
          value={a.stage}
          disabled={update.isPending}
          onChange={(event) => {
            const stage = event.target.value as ApplicationStage;
            save({ stage }, `Moved to ${APPLICATION_STAGE_LABELS[stage]}.`);
          }}
        >
          {APPLICATION_STAGES.map((s) => (
            <option key={s} value={s}>
              {APPLICATION_STAGE_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-assignee`}>
          Assigned to
        </label>
        <select
          id={`${id}-assignee`}
          className="select"
          value={a.assignee?._id ?? ''}
          disabled={update.isPending}
          onChange={(event) => save({ assignee: event.target.value || null }, 'Assignee saved.')}
        >
          <option value="">Nobody</option>
          {a.assignee && !(staff.data ?? []).some((s) => s._id === a.assignee?._id) && (
            <option value={a.assignee._id}>{a.assignee.name}</option>
          )}
          {(staff.data ?? []).map((s) => (
            <option key={s._id} value={s._id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-rating`}>
          Rating
        </label>
        <select
          id={`${id}-rating`}
          className="select"
          value={a.rating ?? ''}
          disabled={update.isPending}
          onChange={(event) =>
            save({ rating: event.target.value ? Number(event.target.value) : null }, 'Rating saved.')
          }
        >
          <option value="">Not rated</option>
          {[1, 2, 3, 4, 5].map((n) => (
            <option key={n} value={n}>
              {'★'.repeat(n)} ({n} of 5)
            </option>
          ))}
        </select>
      </div>
      <label className="candidate-keep" htmlFor={`${id}-keep`}>
        <input
          id={`${id}-keep`}
          type="checkbox"
          checked={a.keep}
          disabled={update.isPending}
          onChange={(event) =>
            save(
              { keep: event.target.checked },
              event.target.checked ? 'Kept past the retention period.' : 'Deleted with the retention period.',
            )
          }
        />
        Keep past the retention period (the applicant agreed)
      </label>
    </section>
  );
}

function Notes({ application: a }: { application: Application }) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddApplicationNote(a._id);
  return (
    <section className="card admin-page__card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Notes</h2>
      {a.notes.length === 0 ? (
        <p className="candidate-meta">No notes yet. Notes are for the team only.</p>
      ) : (
        <ol className="candidate-notes">
          {a.notes.map((note) => (
            <li key={note._id}>
              <p className="candidate-meta">
                {note.author.name} · {when.format(new Date(note.createdAt))}
              </p>
              <p>{note.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form
        className="candidate-note-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!text.trim()) {
            setError('Write the note first.');
            return;
          }
          setError(null);
          add.mutate(text.trim(), {
            onSuccess: () => {
              setText('');
              toast.success('Note added.');
            },
            onError: (failure) => setError(messageOr(failure, 'The note was not saved.')),
          });
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor={`${id}-text`}>
            Add a note
          </label>
          <textarea
            id={`${id}-text`}
            className="textarea"
            rows={3}
            value={text}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          {error && (
            <span id={`${id}-error`} className="field__error">
              {error}
            </span>
          )}
        </div>
        <button type="submit" className="btn btn--outline" disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add note'}
        </button>
      </form>
    </section>
  );
}
