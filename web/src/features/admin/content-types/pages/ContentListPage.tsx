/**
 * The list of any content type (issue 34; spec §2.8 for posts and products): the title, the columns
 * its declaration names (formatted by kind), the status with its filter and a filter per select
 * field marked `filter` (kept in the URL), page by page, with each row's View, Edit, History and
 * Delete (after a confirmation).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE } from '@vyoma/contract';
import {
  adminPathOf,
  type ContentTypeDeclaration,
  type Field,
  fieldOf,
  mediaKeyOf,
  publicPathOf,
  type SelectField,
} from '@vyoma/contract/content-types';
import { CalendarClock, Plus } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { DataTable } from '~/components/ui/DataTable.tsx';
import { formatPrice } from '~/content/brand.ts';
import { useSearchParamsNow } from '~/lib/useSearchParamsNow.ts';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { type ContentItem, contentKeys } from '../../components/contentTypes.ts';
import { ListPager, ownAnswer, usePageParam, useStepBackWhenEmpty } from '../../components/paging.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { EmptyState, QueryStates } from '../../components/States.tsx';
import { StatusBadge, StatusFilter, useStatusParam } from '../../components/StatusFilter.tsx';
import { useConfirmedDelete } from '../../components/useConfirmedDelete.ts';
import { type ListQuery, useDeleteItem } from '../api.ts';
import { typeAdminOf } from '../types/index.ts';
import '../content-types.css';

/** The select fields the list can be narrowed by, and their values in the URL (?category=…). */
function useSelectFilters(type: ContentTypeDeclaration) {
  const [params, setParams] = useSearchParamsNow();
  const fields = type.fields.filter((f): f is SelectField => f.kind === 'select' && f.filter === true);
  const values: Record<string, string> = {};
  for (const field of fields) {
    const value = params.get(field.name);
    if (value && field.options.includes(value)) values[field.name] = value;
  }
  const set = (name: string, value: string) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      out.delete('page');
      if (value) out.set(name, value);
      else out.delete(name);
      return out;
    });
  return { fields, values, set };
}

function SelectFilter({
  field,
  value,
  onChange,
}: {
  field: SelectField;
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="status-filter">
      <label htmlFor={id} className="status-filter__label">
        {field.label}
      </label>
      <select
        id={id}
        className="select"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">All</option>
        {field.options.map((option) => (
          <option key={option} value={option}>
            {field.labels?.[option] ?? option}
          </option>
        ))}
      </select>
    </div>
  );
}

const numeric = (field: Field) => field.kind === 'number';

/** A column's value as the list shows it. */
function cellText(field: Field, item: ContentItem): string {
  const value = item[field.name];
  switch (field.kind) {
    case 'number':
      return typeof value !== 'number' ? '—' : field.storage === 'money' ? formatPrice(value) : String(value);
    case 'select':
      return typeof value === 'string' ? (field.labels?.[value] ?? value) : '—';
    case 'relation':
      return (item[`${field.name}Name`] as string | null) ?? '—';
    case 'boolean':
      return value ? 'Yes' : 'No';
    case 'date':
      return typeof value === 'string' ? new Date(`${value}T00:00:00`).toLocaleDateString('en-IN') : '—';
    case 'text':
      return typeof value === 'string' && value !== '' ? value : '—';
    default:
      return '—';
  }
}

/** The small image a row starts with: the field's (first) image, its smallest rendition. */
function thumbnailOf(field: Field, item: ContentItem): string | null {
  if (field.kind !== 'media' && field.kind !== 'mediaList') return null;
  const info = item[mediaKeyOf(field)];
  const first = (Array.isArray(info) ? info[0] : info) as
    | { kind?: string; variants?: { path: string }[] }
    | null
    | undefined;
  if (first?.kind === 'video') return null;
  const value = item[field.name];
  const path = Array.isArray(value) ? value[0] : value;
  return first?.variants?.[0]?.path ?? (typeof path === 'string' && path !== '' ? path : null);
}

export default function ContentListPage({ type }: { type: ContentTypeDeclaration }) {
  const admin = typeAdminOf(type);
  const { text } = admin;
  const publishes = type.workflow === 'publish';
  const [status] = useStatusParam();
  const filters = useSelectFilters(type);
  const [page, setPage] = usePageParam();
  const query: ListQuery = { page, status: publishes ? status : undefined, filters: filters.values };
  const list = useQuery({
    queryKey: contentKeys.list(type, { ...query }),
    queryFn: ({ signal }) => admin.api.list(type, query, signal),
    placeholderData: keepPreviousData,
  });
  useStepBackWhenEmpty(page, ownAnswer(list), setPage);
  const remove = useDeleteItem(type);
  const { requestDelete, isDeleting, dialog } = useConfirmedDelete(remove, {
    confirm: text.deleteConfirm,
    success: text.deleted,
    failure: text.deleteFailed,
  });

  const columns = type.admin.columns
    .filter((name) => name !== type.titleField)
    .map((name) => fieldOf(type, name))
    .filter((field): field is Field => field !== undefined);
  const thumbnail = type.admin.thumbnail ? fieldOf(type, type.admin.thumbnail) : undefined;
  const narrowed = Object.keys(filters.values).length > 0;
  const viewOf = (item: ContentItem) =>
    admin.viewPath
      ? admin.viewPath(item)
      : !publishes || item.status === 'published'
        ? publicPathOf(type, item.slug)
        : null;

  return (
    <AdminFrame
      title={text.listTitle}
      lead={text.listLead}
      action={
        <>
          {publishes && (
            <Link to={ADMIN_PAGE.schedule} className="btn btn--outline">
              <CalendarClock size={18} aria-hidden="true" /> Schedule
            </Link>
          )}
          <Link to={type.admin.create} className="btn btn--primary">
            <Plus size={18} aria-hidden="true" /> {text.createLink}
          </Link>
        </>
      }
    >
      {(publishes || filters.fields.length > 0) && (
        <div className="list-filters">
          {publishes && <StatusFilter />}
          {filters.fields.map((field) => (
            <SelectFilter
              key={field.name}
              field={field}
              value={filters.values[field.name]}
              onChange={(value) => filters.set(field.name, value)}
            />
          ))}
        </div>
      )}
      <QueryStates
        query={list}
        loadingLabel={text.loadingList}
        errorText={text.listFailed}
        empty={{
          when: (answer) => answer.data.length === 0,
          content: (
            <EmptyState
              action={
                text.firstLink &&
                !status &&
                !narrowed && (
                  <Link to={type.admin.create} className="btn btn--outline btn--sm">
                    {text.firstLink}
                  </Link>
                )
              }
            >
              {narrowed ? text.noneMatching : status ? text.noneWithStatus : text.none}
            </EmptyState>
          ),
        }}
      >
        {(answer) => (
          <>
            <DataTable
              caption={text.caption(answer.total)}
              head={
                <tr>
                  {thumbnail && (
                    <th scope="col">
                      <span className="visually-hidden">Image</span>
                    </th>
                  )}
                  <th scope="col">{fieldOf(type, type.titleField)?.label}</th>
                  {columns.map((field) => (
                    <th key={field.name} scope="col" className={numeric(field) ? 'cell--num' : undefined}>
                      {field.label}
                    </th>
                  ))}
                  {publishes && <th scope="col">Status</th>}
                  <th scope="col" className="cell--actions">
                    Actions
                  </th>
                </tr>
              }
            >
              {answer.data.map((item) => {
                const title = String(item[type.titleField] ?? '');
                const image = thumbnail && thumbnailOf(thumbnail, item);
                return (
                  <tr key={item._id}>
                    {thumbnail && (
                      <td>
                        {image ? (
                          <img className="thumb" src={image} alt="" width={56} height={42} loading="lazy" />
                        ) : (
                          <span className="thumb thumb--empty" />
                        )}
                      </td>
                    )}
                    <th scope="row" className="cell--wrap">
                      {title}
                    </th>
                    {columns.map((field) => (
                      <td key={field.name} className={numeric(field) ? 'cell--num' : 'cell--nowrap'}>
                        {cellText(field, item)}
                      </td>
                    ))}
                    {publishes && (
                      <td>
                        <StatusBadge status={item.status} />
                      </td>
                    )}
                    <td className="cell--actions">
                      <RowActions
                        name={title}
                        viewTo={viewOf(item) ?? undefined}
                        editTo={adminPathOf(type.admin.edit, item._id)}
                        historyTo={type.revisions ? adminPathOf(type.admin.history, item._id) : undefined}
                        deleting={isDeleting(item._id)}
                        onDelete={() => requestDelete(item._id)}
                      />
                    </td>
                  </tr>
                );
              })}
            </DataTable>
            <ListPager page={page} list={answer} label={text.pagerLabel} onPage={setPage} />
          </>
        )}
      </QueryStates>
      {dialog}
    </AdminFrame>
  );
}
