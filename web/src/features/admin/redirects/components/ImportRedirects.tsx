/**
 * CSV import: paste `from,to` lines or pick a .csv file (read into the box, so it can be checked and
 * corrected before sending). All lines are saved or none; the server's per-line errors are listed.
 */
import { REDIRECT_IMPORT_MAX_LINES } from '@vyoma/contract';
import { useId, useState } from 'react';
import { FormActions } from '~/components/ui/FormActions.tsx';
import { FormField } from '~/components/ui/FormField.tsx';
import { messageOr } from '~/lib/api.ts';
import { importLineErrors, useImportRedirects } from '../api.ts';

/** A CSV of the largest import is well under this; anything bigger is not what we are after. */
const MAX_FILE_BYTES = 400_000;

export function ImportRedirects() {
  const importing = useImportRedirects();
  const [csv, setCsv] = useState('');
  const [outcome, setOutcome] = useState<{
    ok: boolean;
    text: string;
    lines: { line: number; message: string }[];
  } | null>(null);
  const fileHint = useId();

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setOutcome({ ok: false, text: 'That file is too large for one import.', lines: [] });
      return;
    }
    setCsv(await file.text());
    setOutcome(null);
  };

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setOutcome(null);
    if (csv.trim() === '') {
      setOutcome({ ok: false, text: 'Paste some from,to lines or choose a CSV file first.', lines: [] });
      return;
    }
    try {
      const { data } = await importing.mutateAsync(csv);
      setCsv('');
      setOutcome({
        ok: true,
        text: `Imported ${data.length} redirect${data.length === 1 ? '' : 's'}.`,
        lines: [],
      });
    } catch (error) {
      setOutcome({
        ok: false,
        text: messageOr(error, 'The import failed. Please try again.'),
        lines: importLineErrors(error),
      });
    }
  };

  return (
    <section className="card redirects__card" aria-labelledby="redirect-import-title">
      <h2 id="redirect-import-title" className="redirects__title">
        Import from CSV
      </h2>
      <p className="redirects__lead">
        One redirect per line: the old address, a comma, the new address. A header line is fine. Up to{' '}
        {REDIRECT_IMPORT_MAX_LINES.toLocaleString('en')} lines at a time; if any line is wrong, nothing is
        imported and the lines to fix are listed.
      </p>
      <form className="admin-form" onSubmit={onSubmit} noValidate aria-busy={importing.isPending}>
        <div className="field">
          <label className="field__label" htmlFor="redirect-csv-file">
            CSV file
          </label>
          <input
            id="redirect-csv-file"
            className="input"
            type="file"
            accept=".csv,text/csv,text/plain"
            aria-describedby={fileHint}
            onChange={(e) => onFile(e.target.files?.[0])}
          />
          <p id={fileHint} className="field__hint">
            Its lines appear in the box below, where you can check them before importing.
          </p>
        </div>
        <FormField id="redirect-csv" label="Lines to import" hint="e.g. /old-page.html,/services">
          {(a11y) => (
            <textarea
              className="input redirects__csv"
              rows={6}
              spellCheck={false}
              value={csv}
              onChange={(e) => setCsv(e.target.value)}
              {...a11y}
            />
          )}
        </FormField>
        <div role="status" aria-live="polite">
          {outcome?.ok && <p className="status status--success">{outcome.text}</p>}
        </div>
        <div role="alert">
          {outcome && !outcome.ok && (
            <div className="redirects__import-errors">
              <p className="status status--error">{outcome.text}</p>
              {outcome.lines.length > 0 && (
                <ul aria-label="Lines to fix">
                  {outcome.lines.map((l) => (
                    <li key={l.line}>
                      <strong>Line {l.line}:</strong> {l.message}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </div>
        <FormActions label="Import redirects" busy={importing.isPending} busyLabel="Importing…" />
      </form>
    </section>
  );
}
