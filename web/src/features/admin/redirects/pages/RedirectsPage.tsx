/**
 * /admin/redirects (issue 17 item 3): add a redirect, import many from CSV, the redirects with their
 * hits, and the broken links (paths that answered 404) with "Redirect this", which fills the add
 * form's old address and moves focus to the new one.
 */
import { NOT_FOUND_PAGE_SIZE } from '@vyoma/contract';
import { CornerDownRight, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { DataTable, Pagination } from '~/components/ui/DataTable.tsx';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { formatDateTime } from '../../components/format.ts';
import { ListPager, ownAnswer, useStepBackWhenEmpty } from '../../components/paging.tsx';
import { EmptyState, QueryStates } from '../../components/States.tsx';
import { useConfirmedDelete } from '../../components/useConfirmedDelete.ts';
import { useDeleteRedirect, useNotFound, useRedirects } from '../api.ts';
import { AddRedirectForm } from '../components/AddRedirectForm.tsx';
import { ImportRedirects } from '../components/ImportRedirects.tsx';
import './redirects.css';

export default function RedirectsPage() {
  const [from, setFrom] = useState('');
  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);
  // Two paged lists on one screen: each keeps its page here rather than in the URL.
  const [redirectPage, setRedirectPage] = useState(1);
  const redirects = useRedirects(redirectPage);
  useStepBackWhenEmpty(redirectPage, ownAnswer(redirects), setRedirectPage);
  const [notFoundPage, setNotFoundPage] = useState(1);
  const notFound = useNotFound(notFoundPage);
  const remove = useDeleteRedirect();
  const { requestDelete, isDeleting, dialog } = useConfirmedDelete(remove, {
    confirm: 'Delete this redirect? Its old address will answer “page not found” again.',
    success: 'Redirect deleted.',
    failure: 'Deleting the redirect failed.',
  });

  const redirectThis = (path: string) => {
    setFrom(path);
    fromRef.current?.scrollIntoView({ block: 'center' });
    toRef.current?.focus();
  };

  return (
    <AdminFrame
      title="Redirects"
      lead="Keep old links working: send addresses that no longer exist to the page that replaced them."
      bare
    >
      <AddRedirectForm from={from} onFromChange={setFrom} fromRef={fromRef} toRef={toRef} />

      <section className="card redirects__card" aria-labelledby="redirect-list-title">
        <h2 id="redirect-list-title" className="redirects__title">
          Redirects
        </h2>
        <QueryStates
          query={redirects}
          loadingLabel="Loading redirects…"
          errorText="Failed to load the redirects."
          empty={{
            when: (page) => page.total === 0,
            content: <EmptyState>No redirects yet. Add one above or import a CSV.</EmptyState>,
          }}
        >
          {(list) => (
            <>
              <DataTable
                caption={`Redirects (${list.total})`}
                hideCaption
                head={
                  <tr>
                    <th scope="col">Old address</th>
                    <th scope="col">New address</th>
                    <th scope="col" className="cell--number">
                      Hits
                    </th>
                    <th scope="col">Added</th>
                    <th scope="col" className="cell--actions">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                }
              >
                {list.data.map((r) => (
                  <tr key={r._id}>
                    <th scope="row" className="redirects__path">
                      {r.from}
                    </th>
                    <td className="redirects__path">{r.to}</td>
                    <td className="cell--number">{r.hits}</td>
                    <td className="cell--nowrap">
                      <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
                      {r.createdBy && <span className="redirects__by"> by {r.createdBy}</span>}
                    </td>
                    <td className="cell--actions">
                      <button
                        type="button"
                        className="btn btn--danger btn--sm"
                        aria-label={`Delete the redirect from ${r.from}`}
                        title="Delete"
                        disabled={isDeleting(r._id)}
                        onClick={() => requestDelete(r._id)}
                      >
                        <Trash2 size={14} aria-hidden="true" /> {isDeleting(r._id) ? 'Deleting…' : 'Delete'}
                      </button>
                    </td>
                  </tr>
                ))}
              </DataTable>
              <ListPager
                page={redirectPage}
                list={list}
                label="Pages of redirects"
                onPage={setRedirectPage}
              />
            </>
          )}
        </QueryStates>
      </section>

      <ImportRedirects />

      <section className="card redirects__card" aria-labelledby="broken-links-title">
        <h2 id="broken-links-title" className="redirects__title">
          Broken links
        </h2>
        <p className="redirects__lead">
          Addresses visitors asked for that answered “page not found”, most requested first. An address leaves
          this list once a redirect covers it.
        </p>
        <QueryStates
          query={notFound}
          loadingLabel="Loading broken links…"
          errorText="Failed to load the broken links."
          empty={{
            when: (data) => data.total === 0,
            content: <EmptyState>No broken links recorded. Every address asked for was found.</EmptyState>,
          }}
        >
          {(data) => {
            const pageCount = Math.max(1, Math.ceil(data.total / (data.limit || NOT_FOUND_PAGE_SIZE)));
            return (
              <>
                <DataTable
                  caption={`Broken links (${data.total})`}
                  hideCaption
                  head={
                    <tr>
                      <th scope="col">Address</th>
                      <th scope="col" className="cell--number">
                        Hits
                      </th>
                      <th scope="col">Last seen</th>
                      <th scope="col">Linked from</th>
                      <th scope="col" className="cell--actions">
                        <span className="visually-hidden">Actions</span>
                      </th>
                    </tr>
                  }
                >
                  {data.data.map((row) => (
                    <tr key={row.path}>
                      <th scope="row" className="redirects__path">
                        {row.path}
                      </th>
                      <td className="cell--number">{row.hits}</td>
                      <td className="cell--nowrap">
                        <time dateTime={row.lastSeen}>{formatDateTime(row.lastSeen)}</time>
                      </td>
                      <td className="cell--nowrap">{row.referrer ?? '—'}</td>
                      <td className="cell--actions">
                        <button
                          type="button"
                          className="btn btn--outline btn--sm"
                          aria-label={`Redirect this: ${row.path}`}
                          title="Redirect this"
                          onClick={() => redirectThis(row.path)}
                        >
                          <CornerDownRight size={14} aria-hidden="true" /> Redirect this
                        </button>
                      </td>
                    </tr>
                  ))}
                </DataTable>
                <Pagination
                  page={data.page}
                  pageCount={pageCount}
                  onPage={setNotFoundPage}
                  label="Broken link pages"
                />
              </>
            );
          }}
        </QueryStates>
      </section>
      {dialog}
    </AdminFrame>
  );
}
