/**
 * /admin/legal/{key}: a legal page's title and text (the rich-text editor of job openings), and its
 * history: every saved version with who saved it and when, shown read-only or restored (asked first).
 */
import { ADMIN_PAGE, LEGAL_KEYS, type LegalKey } from '@vyoma/contract';
import { useParams } from 'react-router';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { ErrorState, QueryStates } from '../../components/States.tsx';
import { useLegalPage } from '../api.ts';
import { LegalForm } from '../components/LegalForm.tsx';
import { LegalHistory } from '../components/LegalHistory.tsx';
import '../components/legal-admin.css';

export default function EditLegalPage() {
  const { key = '' } = useParams();
  const known = (LEGAL_KEYS as readonly string[]).includes(key);
  const page = useLegalPage(key);
  const back = { to: ADMIN_PAGE.legal, label: 'All legal pages' };
  if (!known)
    return (
      <AdminFrame title="Legal page not found" back={back}>
        <ErrorState message="There is no legal page at this address." />
      </AdminFrame>
    );
  return (
    <AdminFrame title="Edit legal page" back={back} bare>
      <div className="card legal-admin__card">
        <QueryStates query={page} loadingLabel="Loading the page…" errorText="Failed to load the page.">
          {/* Keyed by page only: a remount on the new version would drop the save's own callbacks. */}
          {(data) => <LegalForm key={data.key} page={data} />}
        </QueryStates>
      </div>
      <LegalHistory legalKey={key as LegalKey} />
    </AdminFrame>
  );
}
