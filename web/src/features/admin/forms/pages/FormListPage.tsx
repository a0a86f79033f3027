/**
 * /admin/forms (issue 29): every form staff built, with its entries (they are enquiries: the inbox
 * filtered to the form), its page, its CSV, edit and delete. Deleting a form keeps its entries.
 */
import { ADMIN_PAGE, API, PAGE } from '@vyoma/contract';
import { FORM } from '@vyoma/contract/content-types';
import { Download, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { DataTable } from '~/components/ui/DataTable.tsx';
import { userCan } from '~/lib/permissions.ts';
import { useUser } from '~/lib/session.ts';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { LanguageCell, useOtherLanguages } from '../../components/Languages.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { EmptyState, QueryStates } from '../../components/States.tsx';
import { useConfirmedDelete } from '../../components/useConfirmedDelete.ts';
import { useDeleteForm, useForms } from '../api.ts';
import './forms-admin.css';

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

export default function FormListPage() {
  const forms = useForms();
  const user = useUser();
  const remove = useDeleteForm();
  const { requestDelete, isDeleting, dialog } = useConfirmedDelete(remove, {
    confirm:
      'Delete this form? Its page goes, and posts that show it show nothing there. Its entries stay in the inbox.',
    success: 'Form deleted. Its entries stay in the inbox.',
    failure: 'Failed to delete the form.',
  });
  const create = (
    <Link to={ADMIN_PAGE.newForm} className="btn btn--primary">
      <Plus size={18} aria-hidden="true" /> New form
    </Link>
  );
  const seesEntries = userCan(user, 'enquiries');
  // Issue 36: each form's versions in the site's other languages, under its title.
  const others = useOtherLanguages(FORM);
  const ids = forms.data?.map((f) => f._id) ?? [];
  return (
    <AdminFrame
      title="Forms"
      lead="Forms you build: each has its own page and can be placed in a post or a legal page. Entries arrive in the inbox."
      action={create}
    >
      <QueryStates
        query={forms}
        loadingLabel="Loading forms…"
        errorText="Failed to load the forms."
        empty={{
          when: (data) => data.length === 0,
          content: <EmptyState action={create}>No forms yet: build the first one.</EmptyState>,
        }}
      >
        {(data) => (
          <DataTable
            caption={`Forms (${data.length})`}
            head={
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Fields</th>
                <th scope="col">Entries</th>
                <th scope="col">Last entry</th>
                <th scope="col" className="cell--actions">
                  Actions
                </th>
              </tr>
            }
          >
            {data.map((form) => (
              <tr key={form._id}>
                <th scope="row" className="cell--wrap">
                  {form.title}
                  <span className="forms-admin__path">{PAGE.form(form.slug)}</span>
                  {others.length > 0 && (
                    <LanguageCell type={FORM} id={form._id} ids={ids} languages={others} />
                  )}
                </th>
                <td className="cell--nowrap">{form.fields.length}</td>
                <td className="cell--nowrap">
                  {seesEntries && form.entries > 0 ? (
                    <Link
                      to={`${ADMIN_PAGE.contactInfo}?form=${form._id}`}
                      aria-label={`${form.entries} entries of ${form.title}`}
                    >
                      {form.entries}
                    </Link>
                  ) : (
                    form.entries
                  )}
                </td>
                <td className="cell--nowrap">
                  {form.lastEntryAt ? when.format(new Date(form.lastEntryAt)) : '—'}
                </td>
                <td className="cell--actions">
                  <span className="forms-admin__actions">
                    {seesEntries && (
                      <a
                        className="btn btn--ghost btn--sm"
                        href={API.adminFormEntriesCsv(form._id)}
                        aria-label={`Entries of ${form.title} as CSV`}
                      >
                        <Download size={14} aria-hidden="true" /> CSV
                      </a>
                    )}
                    <RowActions
                      name={form.title}
                      viewTo={PAGE.form(form.slug)}
                      editTo={ADMIN_PAGE.editForm(form._id)}
                      deleting={isDeleting(form._id)}
                      onDelete={() => requestDelete(form._id)}
                    />
                  </span>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryStates>
      {dialog}
    </AdminFrame>
  );
}
