/**
 * Draft, review, scheduled, published (issue 18) in the post and product forms: the "Status" box of
 * the side region and the buttons under the form, as the role allows. An author saves drafts and
 * submits them for review; an editor or admin also publishes, schedules (a time in the site's zone,
 * stored as an instant) and unpublishes. Which button sent the form decides the status; Enter in a
 * field presses the first button, which never publishes something that is not live yet.
 */
import { useQuery } from '@tanstack/react-query';
import { CONTENT_STATUS_LABELS, type ContentStatus } from '@vyoma/contract';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { userCan } from '~/lib/permissions.ts';
import { useUser } from '~/lib/session.ts';
import { dateToZonedInput, formatInZone, zonedInputToDate } from '~/lib/zonedTime.ts';
import { EditorPanel } from './EditorLayout.tsx';
import { scheduleQuery } from './queries.ts';

export type PublishIntent = 'draft' | 'review' | 'publish' | 'schedule' | 'schedule-change';

/** The zone of SITE_TIMEZONE (the schedule list says it); the default until it is known. */
const DEFAULT_ZONE = 'Asia/Kolkata';

interface Saved {
  status: ContentStatus;
  publishAt: string | null;
}

/** The site's time zone, in which staff choose publishing times (stored as instants). */
export function useSiteZone(): string {
  return useQuery({ ...scheduleQuery(), select: (s) => s.timeZone }).data ?? DEFAULT_ZONE;
}

/** What a save sends about its status, or why it cannot be sent. */
export type StatusFields =
  | { status: ContentStatus; publishAt?: string /** A change to the live item, for later. */; change?: true }
  | { problem: string };

/**
 * `changes`: the item, once live, can have a change scheduled (content-types/ScheduledChange.tsx):
 * its form then offers "Schedule change…" beside Update.
 */
export function usePublishing(item: Saved | undefined, { changes = false } = {}) {
  const user = useUser();
  const canPublish = userCan(user, 'publish');
  const zone = useSiteZone();
  const [scheduling, setScheduling] = useState(item?.status === 'scheduled');
  const [when, setWhen] = useState(
    item?.status === 'scheduled' && item.publishAt ? dateToZonedInput(new Date(item.publishAt), zone) : '',
  );
  const [whenError, setWhenError] = useState<string | null>(null);
  const intent = useRef<PublishIntent>('draft');
  /** The button that sent the form: it alone reads "Saving…" while the others are disabled. */
  const [pressed, setPressed] = useState<PublishIntent | null>(null);

  /** Put on the form's onSubmit before its own handler: remembers the button that sent it. */
  const capture = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const value = submitter?.value as PublishIntent | undefined;
    intent.current = value ?? (item?.status === 'published' && canPublish ? 'publish' : 'draft');
    setPressed(intent.current);
  };

  const fields = (): StatusFields => {
    setWhenError(null);
    switch (intent.current) {
      case 'draft':
        return { status: 'draft' };
      case 'review':
        return { status: 'review' };
      case 'publish':
        return { status: 'published' };
      case 'schedule':
      case 'schedule-change': {
        const change = intent.current === 'schedule-change';
        const at = zonedInputToDate(when, zone);
        const problem = !at
          ? change
            ? 'Choose the date and time for the change to go live.'
            : 'Choose the date and time to publish.'
          : at.getTime() <= Date.now()
            ? change
              ? 'Choose a time in the future, or update now.'
              : 'Choose a time in the future, or publish now.'
            : null;
        if (problem || !at) {
          setWhenError(problem);
          return { problem: problem ?? '' };
        }
        return change
          ? { status: 'published', publishAt: at.toISOString(), change: true }
          : { status: 'scheduled', publishAt: at.toISOString() };
      }
    }
  };

  return {
    capture,
    fields,
    /** The intent of the last submit (for the success message). */
    intent: () => intent.current,
    zone,
    panel: { item, zone },
    actions: {
      item,
      canPublish,
      changes,
      zone,
      scheduling,
      setScheduling,
      when,
      setWhen,
      whenError,
      pressed,
    },
  };
}

export type Publishing = ReturnType<typeof usePublishing>;

/** The success message of a save, by the button that sent it. */
export function savedMessage(intent: PublishIntent, noun: string, published: string): string {
  switch (intent) {
    case 'draft':
      return `${noun} saved as a draft.`;
    case 'review':
      return `${noun} submitted for review.`;
    case 'schedule':
      return `${noun} scheduled.`;
    case 'schedule-change':
      return 'Change scheduled: visitors see it from the time you chose.';
    case 'publish':
      return published;
  }
}

/** The "Status" box of the side region (`children`: more about the item's status, under it). */
export function StatusPanel({ item, zone, children }: Publishing['panel'] & { children?: ReactNode }) {
  return (
    <EditorPanel title="Status">
      {item ? (
        <p className="publish-status">
          <span className={`badge badge--status-${item.status}`}>{CONTENT_STATUS_LABELS[item.status]}</span>
          {item.status === 'scheduled' && item.publishAt && (
            <span>
              {' '}
              goes live {formatInZone(item.publishAt, zone)} ({zone})
            </span>
          )}
        </p>
      ) : (
        <p className="publish-status">Not saved yet.</p>
      )}
      {children}
    </EditorPanel>
  );
}

/** The buttons under the form, as the role and the item's status allow. */
export function PublishActions({
  item,
  canPublish,
  changes,
  zone,
  scheduling,
  setScheduling,
  when,
  setWhen,
  whenError,
  pressed,
  busy,
  cancelTo,
}: Publishing['actions'] & { busy: boolean; cancelTo: string }) {
  const whenId = useId();
  const live = item?.status === 'published';
  // Not live: the item is scheduled; live: a change to it is (when its type allows).
  const schedulable = canPublish && (!live || changes);
  const submit = (value: PublishIntent, label: string, style: 'primary' | 'outline' | 'ghost') => (
    <button
      type="submit"
      name="intent"
      value={value}
      className={`btn btn--${style}`}
      disabled={busy}
      key={value}
    >
      {busy && pressed === value ? 'Saving…' : label}
    </button>
  );
  const buttons = !canPublish
    ? [submit('draft', 'Save draft', 'outline'), submit('review', 'Submit for review', 'primary')]
    : live
      ? [submit('publish', 'Update', 'primary'), submit('draft', 'Unpublish', 'outline')]
      : [submit('draft', 'Save draft', 'outline'), submit('publish', 'Publish', 'primary')];

  return (
    <div className="publish-actions">
      {schedulable && scheduling && (
        <fieldset className="publish-actions__schedule">
          <legend className="visually-hidden">{live ? 'Schedule the change' : 'Schedule'}</legend>
          <label htmlFor={whenId} className="field__label">
            {live ? `The change goes live on (${zone})` : `Publish on (${zone})`}
          </label>
          <div className="publish-actions__row">
            <input
              id={whenId}
              className="input"
              type="datetime-local"
              value={when}
              onChange={(event) => setWhen(event.target.value)}
              aria-invalid={whenError ? true : undefined}
              aria-describedby={whenError ? `${whenId}-error` : undefined}
              disabled={busy}
            />
            {live
              ? submit('schedule-change', 'Schedule change', 'primary')
              : submit('schedule', 'Schedule', 'primary')}
            <button type="button" className="btn btn--ghost" onClick={() => setScheduling(false)}>
              Not now
            </button>
          </div>
          {whenError && (
            <p id={`${whenId}-error`} className="field__error" role="alert">
              {whenError}
            </p>
          )}
        </fieldset>
      )}
      <div className="admin-form__actions">
        {buttons}
        {schedulable && !scheduling && (
          <button
            type="button"
            className="btn btn--outline"
            onClick={() => setScheduling(true)}
            disabled={busy}
          >
            {live ? 'Schedule change…' : 'Schedule…'}
          </button>
        )}
        <Link to={cancelTo} className="btn btn--ghost">
          Cancel
        </Link>
      </div>
    </div>
  );
}
