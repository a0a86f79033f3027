/** An enquiry's pipeline status as a small coloured label (the word carries the meaning, not the colour). */
import { ENQUIRY_STATUS_LABELS, type EnquiryStatus } from '@vyoma/contract';

export function StatusBadge({ status }: { status: EnquiryStatus }) {
  return <span className={`status-badge status-badge--${status}`}>{ENQUIRY_STATUS_LABELS[status]}</span>;
}
