/**
 * The list of any content type (issue 34; spec §2.8 for posts and products): the title, the columns
 * its declaration names (formatted by kind; its state and its last save where it names them), the
 * status with its filter (publish workflow) and a filter per select field marked `filter` (kept in
 * the URL), page by page, with each row's View, Edit, History and Delete (after a confirmation). An
 * open-or-closed type shows which; a keyed type's fixed items have no Add or Delete, and a history
 * on the edit screen no History link.
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
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { DataTable } from '~/components/ui/DataTable.tsx';
import { formatPrice } from '~/content/brand.ts';
import { useSearchParamsNow } from '~/lib/useSearchParamsNow.ts';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { type ContentItem, contentKeys } from '../../components/contentTypes.ts';
import { formatDateTime } from '../../components/format.ts';
import { LanguageCell, useOtherLanguages } from '../../components/Languages.tsx';
import { ListPager, ownAnswer, usePageParam, useStepBackWhenEmpty } from '../../components/paging.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { EmptyState, QueryStates } from '../../components/States.tsx';
import { StatusBadge, StatusFilter, useStatusParam } from '../../components/StatusFilter.tsx';
import { useConfirmedDelete } from '../../components/useConfirmedDelete.ts';
import { type ListQuery, useDeleteItem } from '../api.ts';
import { STATE_LABELS } from '../form/OpenState.tsx';
import { historyScreen, itemsAreMade } from '../screens.ts';
import { typeAdminOf } from '../types/index.ts';
import '../content-types.css';

/**
 * The list's filters in the URL (?category=…, ?translation=…): the select fields marked `filter`
 * (a value that is not one of their options is ignored), and `set`, which starts again at page 1.
 */
function useListFilters(type: ContentTypeDeclaration) {
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
  return { fields, values, set, param: (name: string) => params.get(name) ?? undefined };
}

/** One filter above the list: its label, "All" and its choices. */
function SelectFilter({
  label,
  choices,
  value,
  onChange,
}: {
  label: string;
  choices: readonly { value: string; label: string }[];
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="status-filter">
      <label htmlFor={id} className="status-filter__label">
        {label}
      </label>
      <select
        id={id}
        className="select"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">All</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A select field's choices, by its labels. */
const fieldChoices = (field: SelectField) =>
  field.options.map((option) => ({ value: option, label: field.labels?.[option] ?? option }));

/**
 * Issue 36: what each other language's versions need: none yet, or behind the English
 * (?translation=hi:missing, hi:needs-update).
 */
const translationChoices = (languages: readonly { code: string; englishName: string }[]) =>
  languages.flatMap((l) => [
    { value: `${l.code}:missing`, label: `Missing in ${l.englishName}` },
    { value: `${l.code}:needs-update`, label: `Needs update in ${l.englishName}` },
  ]);

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

/** The open-or-closed state of an item (workflow `open`): open, but not public past its last day. */
function stateText(item: ContentItem): string {
  const state = item.status as string as keyof typeof STATE_LABELS;
  const label = STATE_LABELS[state] ?? state;
  return state === 'open' && item.open === false ? `${label} (past its closing date)` : label;
}

/** One column of the list besides the title. */
interface Column {
  key: string;
  header: string;
  numeric: boolean;
  /** The cell's class (default: one line). */
  className?: string;
  cell: (item: ContentItem) => ReactNode;
}

/** The columns a declaration names, its state where it says (default: after the fields). */
function columnsOf(type: ContentTypeDeclaration): Column[] {
  const state: Column | null =
    type.workflow === 'publish'
      ? {
          key: 'status',
          header: 'Status',
          numeric: false,
          className: '',
          cell: (item) => <StatusBadge status={item.status} />,
        }
      : type.workflow === 'open'
        ? { key: 'status', header: 'Status', numeric: false, cell: stateText }
        : null;
  const names = type.admin.columns.filter((name) => name !== type.titleField);
  if (state && !names.includes('status')) names.push('status');
  return names.flatMap((name): Column[] => {
    if (name === 'status') return state ? [state] : [];
    if (name === 'updatedAt')
      return [
        {
          key: name,
          header: 'Last updated',
          numeric: false,
          cell: (item) =>
            `${formatDateTime(item.updatedAt)}${item.updatedBy ? ` by ${item.updatedBy.name}` : ''}`,
        },
      ];
    const field = fieldOf(type, name);
    return field
      ? [{ key: name, header: field.label, numeric: numeric(field), cell: (item) => cellText(field, item) }]
      : [];
  });
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
  const filters = useListFilters(type);
  const [page, setPage] = usePageParam();
  const others = useOtherLanguages(type);
  const translations = translationChoices(others);
  // Only a choice the list offers (a language of the site's): anything else in the URL is ignored.
  const asked = filters.param('translation');
  const translation = translations.some((c) => c.value === asked) ? asked : undefined;
  const query: ListQuery = {
    page,
    status: publishes ? status : undefined,
    filters: filters.values,
    ...(translation ? { translation } : {}),
  };
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

  const columns = columnsOf(type);
  const made = itemsAreMade(type);
  const thumbnail = type.admin.thumbnail ? fieldOf(type, type.admin.thumbnail) : undefined;
  const narrowed = Object.keys(filters.values).length > 0 || translation !== undefined;
  /** Where visitors see it: a published item, an open one (not past its last day), any other type's. */
  const isPublic = (item: ContentItem) =>
    type.workflow === 'publish'
      ? item.status === 'published'
      : type.workflow === 'open'
        ? (item.status as string) === 'open' && item.open !== false
        : true;
  const viewOf = (item: ContentItem) =>
    admin.viewPath ? admin.viewPath(item) : isPublic(item) ? publicPathOf(type, item) : null;

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
          {made && (
            <Link to={type.admin.create} className="btn btn--primary">
              <Plus size={18} aria-hidden="true" /> {text.createLink}
            </Link>
          )}
        </>
      }
    >
      {(publishes || filters.fields.length > 0 || translations.length > 0) && (
        <div className="list-filters">
          {publishes && <StatusFilter />}
          {filters.fields.map((field) => (
            <SelectFilter
              key={field.name}
              label={field.label}
              choices={fieldChoices(field)}
              value={filters.values[field.name]}
              onChange={(value) => filters.set(field.name, value)}
            />
          ))}
          {translations.length > 0 && (
            <SelectFilter
              label="Translations"
              choices={translations}
              value={translation}
              onChange={(value) => filters.set('translation', value)}
            />
          )}
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
                made &&
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
                  {columns.map((column) => (
                    <th key={column.key} scope="col" className={column.numeric ? 'cell--num' : undefined}>
                      {column.header}
                    </th>
                  ))}
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
                      {/* Its versions in the site's other languages, under its title (no wider table). */}
                      {others.length > 0 && (
                        <LanguageCell
                          type={type}
                          id={item._id}
                          ids={answer.data.map((i) => i._id)}
                          languages={others}
                        />
                      )}
                    </th>
                    {columns.map((column) => (
                      <td
                        key={column.key}
                        className={
                          (column.numeric ? 'cell--num' : (column.className ?? 'cell--nowrap')) || undefined
                        }
                      >
                        {column.cell(item)}
                      </td>
                    ))}
                    <td className="cell--actions">
                      <RowActions
                        name={title}
                        viewTo={viewOf(item) ?? undefined}
                        editTo={adminPathOf(type.admin.edit, item._id)}
                        historyTo={
                          historyScreen(type) ? adminPathOf(type.admin.history, item._id) : undefined
                        }
                        deleting={isDeleting(item._id)}
                        onDelete={made ? () => requestDelete(item._id) : undefined}
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
