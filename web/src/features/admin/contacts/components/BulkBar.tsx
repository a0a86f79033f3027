/**
 * Shown while messages are selected: one status for all of them, or delete them all (after a
 * confirmation). The page owns the mutation, so its messages arrive even if the bar has gone.
 */
import { ENQUIRY_STATUS_LABELS, ENQUIRY_STATUSES, type EnquiryStatus, MESSAGES } from '@vyoma/contract';
import { useId } from 'react';
import { toast } from '~/components/ui/Toast.tsx';
import { messageOr } from '~/lib/api.ts';
import type { useBulkAction } from '../api.ts';
import { deleteErrorText } from '../format.ts';

export function BulkBar({
  selected,
  bulk,
  status,
  onStatus,
  onDone,
  confirm,
}: {
  selected: ReadonlySet<string>;
  bulk: ReturnType<typeof useBulkAction>;
  /** The status chosen in the bar (kept by the page while the selection changes). */
  status: EnquiryStatus | '';
  onStatus: (status: EnquiryStatus | '') => void;
  /** After a change: the selection is cleared. */
  onDone: () => void;
  confirm: (question: string) => Promise<boolean>;
}) {
  const id = useId();

  async function applyStatus() {
    if (!status || selected.size === 0) return;
    bulk.mutate(
      { action: 'setStatus', status, ids: [...selected] },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onDone();
          onStatus('');
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
          onDone();
        },
        onError: (error) => toast.error(deleteErrorText(error)),
      },
    );
  }

  return (
    <fieldset className="contacts-bulk">
      <legend className="contacts-bulk__legend">{selected.size} selected</legend>
      <label htmlFor={id} className="visually-hidden">
        New status for the selected messages
      </label>
      <select
        id={id}
        className="select contacts-bulk__select"
        value={status}
        onChange={(event) => onStatus(event.target.value as EnquiryStatus | '')}
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
        disabled={!status || bulk.isPending}
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
  );
}
