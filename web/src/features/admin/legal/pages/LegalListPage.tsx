/** /admin/legal: the three legal pages, when each was last saved and by whom. */
import { ADMIN_PAGE, LEGAL_PAGE_PATHS } from '@vyoma/contract';
import { Eye, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { DataTable } from '~/components/ui/DataTable.tsx';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { EmptyState, QueryStates } from '../../components/States.tsx';
import { useLegalPages } from '../api.ts';
import { formatWhen } from '../format.ts';

export default function LegalListPage() {
  const pages = useLegalPages();
  return (
    <AdminFrame
      title="Legal pages"
      lead="Your privacy policy, terms and refund policy. Every save is kept, so an earlier version can be shown and restored."
    >
      <QueryStates
        query={pages}
        loadingLabel="Loading the legal pages…"
        errorText="Failed to load the legal pages."
        empty={{ when: (data) => data.length === 0, content: <EmptyState>No legal pages yet.</EmptyState> }}
      >
        {(data) => (
          <DataTable
            caption={`Legal pages (${data.length})`}
            head={
              <tr>
                <th scope="col">Page</th>
                <th scope="col">Last updated</th>
                <th scope="col" className="cell--actions">
                  Actions
                </th>
              </tr>
            }
          >
            {data.map((page) => (
              <tr key={page.key}>
                <th scope="row" className="cell--wrap">
                  {page.title}
                </th>
                <td className="cell--nowrap">
                  {formatWhen(page.updatedAt)}
                  {page.updatedBy ? ` by ${page.updatedBy.name}` : ''}
                </td>
                <td className="cell--actions">
                  <span className="table-actions">
                    <Link
                      to={LEGAL_PAGE_PATHS[page.key]}
                      className="btn btn--ghost btn--sm"
                      aria-label={`View ${page.title}`}
                      title="View"
                    >
                      <Eye size={14} aria-hidden="true" /> View
                    </Link>
                    <Link
                      to={ADMIN_PAGE.editLegal(page.key)}
                      className="btn btn--outline btn--sm"
                      aria-label={`Edit ${page.title}`}
                      title="Edit"
                    >
                      <Pencil size={14} aria-hidden="true" /> Edit
                    </Link>
                  </span>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryStates>
    </AdminFrame>
  );
}
