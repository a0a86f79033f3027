/**
 * One person's data on request (admins, issue 29): every application sent from an e-mail address,
 * exported as one JSON file with the CVs in it, or erased with its CVs, notes and history.
 */
import { API } from '@vyoma/contract';
import { Download, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useConfirm } from '~/components/ui/ConfirmDialog.tsx';
import { toast } from '~/components/ui/Toast.tsx';
import { apiRequest, messageOr } from '~/lib/api.ts';
import { useErasePerson } from '../api.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function PersonalData() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const erase = useErasePerson();
  const { confirm, dialog } = useConfirm();

  const valid = () => {
    const ok = EMAIL.test(email.trim());
    setError(ok ? null : 'Give the e-mail address the person applied with.');
    return ok;
  };

  async function exportData() {
    if (!valid()) return;
    setExporting(true);
    try {
      const answer = await apiRequest<{ data: { applications: unknown[] } }>(
        API.adminApplicationsExport(email.trim()),
      );
      const blob = new Blob([JSON.stringify(answer.data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `personal-data-${new Date().toISOString().slice(0, 10)}.json`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      const n = answer.data.applications.length;
      toast.success(
        n === 0
          ? 'No application was sent from that address.'
          : `Exported ${n} application${n === 1 ? '' : 's'}.`,
      );
    } catch (failure) {
      toast.error(messageOr(failure, 'The export failed.'));
    } finally {
      setExporting(false);
    }
  }

  async function eraseData() {
    if (!valid()) return;
    const sure = await confirm(
      `Erase every application sent from ${email.trim()}, with the CVs, notes and history? This cannot be undone.`,
      { title: 'Erase this person’s data', confirmLabel: 'Erase' },
    );
    if (!sure) return;
    erase.mutate(email.trim(), {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setEmail('');
      },
      onError: (failure) => toast.error(messageOr(failure, 'Nothing was erased.')),
    });
  }

  return (
    <section className="card admin-page__card candidates-person" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="candidates-person__title">
        One person’s data
      </h2>
      <p className="candidates-person__lead">
        When someone asks what we hold about them, or asks us to delete it: every application sent from their
        e-mail address, CVs included.
      </p>
      <div className="candidates-person__row">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-email`}>
            E-mail address
          </label>
          <input
            id={`${id}-email`}
            className="input"
            type="email"
            value={email}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          {error && (
            <span id={`${id}-error`} className="field__error">
              {error}
            </span>
          )}
        </div>
        <button type="button" className="btn btn--outline" onClick={exportData} disabled={exporting}>
          <Download size={16} aria-hidden="true" /> {exporting ? 'Exporting…' : 'Export'}
        </button>
        <button type="button" className="btn btn--danger" onClick={eraseData} disabled={erase.isPending}>
          <Trash2 size={16} aria-hidden="true" /> {erase.isPending ? 'Erasing…' : 'Erase'}
        </button>
      </div>
      {dialog}
    </section>
  );
}
