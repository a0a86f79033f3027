/**
 * The inbox's search box, status and assignee filters and CSV export. The search box types freely;
 * the filters (and the server) follow after a short pause.
 */
import { API, ENQUIRY_STATUS_LABELS, ENQUIRY_STATUSES, type EnquiryStatus } from '@vyoma/contract';
import { Download, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { FilterSelect } from '~/components/ui/FilterSelect.tsx';
import { filterQuery, type InboxFilters, useAssignees } from '../api.ts';

export function InboxToolbar({
  filters,
  total,
  onChange,
}: {
  filters: InboxFilters;
  /** How many messages match: nothing to export at 0. */
  total: number;
  onChange: (change: Partial<InboxFilters>) => void;
}) {
  const assignees = useAssignees();
  const ids = { status: useId(), assignee: useId() };

  const [search, setSearch] = useState(filters.q);
  useEffect(() => setSearch(filters.q), [filters.q]);
  useEffect(() => {
    if (search.trim() === filters.q.trim()) return;
    const timer = setTimeout(() => onChange({ q: search }), 300);
    return () => clearTimeout(timer);
  });

  return (
    <search className="contacts-toolbar">
      <div className="contacts-search">
        <label htmlFor="contact-search" className="visually-hidden">
          Search messages
        </label>
        <Search size={18} aria-hidden="true" className="contacts-search__icon" />
        <input
          id="contact-search"
          type="search"
          className="input contacts-search__input"
          placeholder="Search messages"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <FilterSelect
        id={ids.status}
        label="Status"
        className="contacts-filter"
        value={filters.status}
        options={[
          { value: '', label: 'All statuses' },
          ...ENQUIRY_STATUSES.map((s) => ({ value: s, label: ENQUIRY_STATUS_LABELS[s] })),
        ]}
        onChange={(status) => onChange({ status: status as EnquiryStatus | '' })}
      />
      <FilterSelect
        id={ids.assignee}
        label="Assignee"
        className="contacts-filter"
        value={filters.assignee}
        options={[
          { value: '', label: 'Anyone' },
          { value: 'none', label: 'Unassigned' },
          ...(assignees.data ?? []).map((a) => ({ value: a._id, label: a.name })),
        ]}
        onChange={(assignee) => onChange({ assignee })}
      />
      <a
        className="btn btn--outline contacts-export"
        href={`${API.contactExport}${filterQuery(filters)}`}
        download
        aria-disabled={total === 0}
        onClick={(event) => total === 0 && event.preventDefault()}
      >
        <Download size={18} aria-hidden="true" /> Export CSV
      </a>
    </search>
  );
}
