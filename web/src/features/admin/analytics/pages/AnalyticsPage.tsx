/**
 * /admin/analytics (issue 27): what the site earns. Visits counted without cookies, where they came
 * from, and what they brought: enquiries and won work, per page, source and campaign, over a period
 * compared with the one before. The period and a filter (a page, a source or a campaign: click one
 * in a table) live in the URL. Every part loads, fails and retries on its own (QueryStates). On a
 * site with more than one language, a Languages table too (issue 36).
 */
import { useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE, type AnalyticsTable, DEVICE_CLASSES } from '@vyoma/contract';
import type { Language } from '@vyoma/contract/languages';
import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSearchParamsNow } from '~/lib/useSearchParamsNow.ts';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { blockFiguresQuery } from '../../components/BlockFigures.tsx';
import { scheduleQuery, settingsQuery } from '../../components/queries.ts';
import { LoadingState, QueryStates } from '../../components/States.tsx';
import { exportUrl, funnelQuery, realtimeQuery, summaryQuery, tableQuery, timeseriesQuery } from '../api.ts';
import { BlockTables } from '../components/BlockTables.tsx';
import { FigureTable, type FigureTableProps } from '../components/FigureTable.tsx';
import { Funnel } from '../components/Funnel.tsx';
import { PeriodBar } from '../components/PeriodBar.tsx';
import { Totals } from '../components/Totals.tsx';
import { TrendChart } from '../components/TrendChart.tsx';
import { formatCount } from '../format.ts';
import {
  apiQuery,
  type FilterKind,
  intervalOf,
  readView,
  todayIn,
  type View,
  viewParams,
} from '../period.ts';
import './analytics.css';

const DEFAULT_ZONE = 'Asia/Kolkata';
const ERROR = 'These figures could not be loaded.';
const DEVICE_NAMES: Record<string, string> = Object.fromEntries(
  DEVICE_CLASSES.map((d) => [d, d[0]!.toUpperCase() + d.slice(1)]),
);

interface TableSpec {
  table: AnalyticsTable;
  title: string;
  keyLabel: string;
  filter?: FilterKind;
  empty: string;
  name?: FigureTableProps['name'];
}

const TABLES: TableSpec[] = [
  {
    table: 'pages',
    title: 'Top pages',
    keyLabel: 'Page',
    filter: 'page',
    empty: 'No page views in this period.',
  },
  {
    table: 'entries',
    title: 'Entry pages',
    keyLabel: 'Page',
    filter: 'page',
    empty: 'No visits in this period.',
  },
  {
    table: 'sources',
    title: 'Sources',
    keyLabel: 'Source',
    filter: 'source',
    empty: 'No visits in this period.',
  },
  {
    table: 'campaigns',
    title: 'Campaigns',
    keyLabel: 'Campaign',
    filter: 'campaign',
    empty: 'No visits came from a link with utm_campaign in this period.',
  },
  {
    table: 'devices',
    title: 'Devices',
    keyLabel: 'Device',
    empty: 'No visits in this period.',
    name: (k) => DEVICE_NAMES[k] ?? (k || '(unknown)'),
  },
  { table: 'browsers', title: 'Browsers', keyLabel: 'Browser', empty: 'No visits in this period.' },
];

/**
 * The Languages table (issue 36): a row per language of the settings (key: its code), named in English
 * as the admin is; no filter (the dashboard filters by a page, a source or a campaign).
 */
const languagesTable = (languages: readonly Language[]): TableSpec => ({
  table: 'languages',
  title: 'Languages',
  keyLabel: 'Language',
  empty: 'No visits in this period.',
  name: (code) => languages.find((l) => l.code === code)?.englishName ?? code.toUpperCase(),
});

function Card({
  title,
  children,
  className = '',
}: {
  title?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`card analytics-card ${className}`} aria-label={title}>
      {title && <h2 className="analytics-card__title">{title}</h2>}
      {children}
    </section>
  );
}

function Realtime() {
  const now = useQuery(realtimeQuery());
  const n = now.data?.data.visitors;
  return (
    <p className="analytics-now" aria-live="polite">
      <Users size={18} aria-hidden="true" />
      {n === undefined
        ? 'Visitors right now: …'
        : `${formatCount(n)} ${n === 1 ? 'visitor' : 'visitors'} in the last ${now.data!.data.minutes} minutes`}
    </p>
  );
}

function Dashboard({ view, today, setView }: { view: View; today: string; setView: (next: View) => void }) {
  const query = apiQuery(view);
  const summary = useQuery(summaryQuery(query));
  const series = useQuery(timeseriesQuery({ ...query, interval: intervalOf(view) }));
  const funnel = useQuery(funnelQuery(query));
  // The site's languages: the settings' list (read here, and by the settings and translation screens,
  // not by every admin page). One language: no Languages table.
  const languages = useQuery(settingsQuery()).data?.languages ?? [];
  const tables = languages.length > 1 ? [...TABLES, languagesTable(languages)] : TABLES;
  const counting = summary.data?.data.counting;
  const pick = (kind: FilterKind) => (value: string) => setView({ ...view, filter: { kind, value } });

  return (
    <>
      <div className="card analytics-card analytics-card--bar">
        <PeriodBar
          view={view}
          today={today}
          onPeriod={(p) => setView({ ...view, ...p })}
          onClearFilter={() => setView({ ...view, filter: null })}
        />
        <Realtime />
      </div>
      {counting && counting !== 'on' && (
        <p className="status status--info analytics-off">
          {counting === 'off-server' ? (
            <>
              Visits are not being counted: the server runs with <code>ANALYTICS=false</code>.
            </>
          ) : (
            <>
              Visits are not being counted: counting is turned off in{' '}
              <Link to={ADMIN_PAGE.settings}>Site settings</Link>.
            </>
          )}{' '}
          The figures below are those counted before.
        </p>
      )}
      <Card title="Totals">
        <QueryStates query={summary} loadingLabel="Loading the totals…" errorText={ERROR}>
          {(data) => <Totals now={data.data} before={data.data.previous} />}
        </QueryStates>
      </Card>
      <Card title="Over time">
        <QueryStates query={series} loadingLabel="Loading the chart…" errorText={ERROR}>
          {(data) => <TrendChart points={data.data} interval={data.interval} />}
        </QueryStates>
      </Card>
      <Card title="Funnel">
        <QueryStates query={funnel} loadingLabel="Loading the funnel…" errorText={ERROR}>
          {(data) => <Funnel steps={data.data} />}
        </QueryStates>
      </Card>
      <div className="analytics-grid">
        {tables.map((t) => (
          <TableCard key={t.table} spec={t} query={query} onPick={t.filter ? pick(t.filter) : undefined} />
        ))}
      </div>
      <BlocksCard view={view} />
    </>
  );
}

/** Each page of blocks' blocks: what their clicks brought over the dashboard's period. */
function BlocksCard({ view }: { view: View }) {
  const blocks = useQuery(blockFiguresQuery(undefined, { from: view.from, to: view.to }));
  return (
    <Card title="Blocks that bring work" className="analytics-card--blocks">
      <QueryStates query={blocks} loadingLabel="Loading the blocks' figures…" errorText={ERROR}>
        {(data) => <BlockTables pages={data.data.pages} />}
      </QueryStates>
    </Card>
  );
}

function TableCard({
  spec,
  query,
  onPick,
}: {
  spec: TableSpec;
  query: Record<string, string>;
  onPick?: (key: string) => void;
}) {
  const rows = useQuery(tableQuery(spec.table, query));
  return (
    // Not a region of its own: the table inside is one, named by its caption.
    <div className={`card analytics-card analytics-card--${spec.table}`}>
      <QueryStates query={rows} loadingLabel={`Loading ${spec.title.toLowerCase()}…`} errorText={ERROR}>
        {(data) => (
          <FigureTable
            table={spec.table}
            title={spec.title}
            keyLabel={spec.keyLabel}
            rows={data.data}
            exportHref={exportUrl(spec.table, query)}
            onPick={onPick}
            name={spec.name}
            empty={spec.empty}
          />
        )}
      </QueryStates>
    </div>
  );
}

export default function AnalyticsPage() {
  const [params, setParams] = useSearchParamsNow();
  // The site's time zone says which day is today (the schedule read carries it).
  const zone = useQuery(scheduleQuery());
  const today = todayIn(zone.data?.timeZone ?? DEFAULT_ZONE);
  const view = readView(params, today);
  return (
    <AdminFrame
      title="Analytics"
      lead="Visits to the site, where they came from, and the enquiries and won work they brought. Counted without cookies: a visitor is counted once a day."
      bare
    >
      {zone.isPending ? (
        <LoadingState label="Loading…" />
      ) : (
        <Dashboard view={view} today={today} setView={(next) => setParams(viewParams(next))} />
      )}
    </AdminFrame>
  );
}
