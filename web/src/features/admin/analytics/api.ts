/**
 * Visit analytics for admins and editors (issue 27): one key per read under ['analytics'], by the
 * read and its query. Figures of the last seconds change, so reads are fresh for half a minute.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  type AnalyticsFunnelResponse,
  type AnalyticsRealtimeResponse,
  type AnalyticsSummaryResponse,
  type AnalyticsTable,
  type AnalyticsTableResponse,
  type AnalyticsTimeseriesResponse,
  API,
} from '@vyoma/contract';
import { apiRequest } from '~/lib/api.ts';

const STALE_MS = 30_000;

const read = <T>(what: Parameters<typeof API.adminAnalytics>[0], query: Record<string, string>) =>
  queryOptions({
    queryKey: ['analytics', what, query] as const,
    queryFn: ({ signal }) => apiRequest<T>(API.adminAnalytics(what, query), { signal }),
    staleTime: STALE_MS,
  });

export const summaryQuery = (query: Record<string, string>) =>
  read<AnalyticsSummaryResponse>('summary', query);
export const tableQuery = (table: AnalyticsTable, query: Record<string, string>) =>
  read<AnalyticsTableResponse>(table, query);
export const timeseriesQuery = (query: Record<string, string>) =>
  read<AnalyticsTimeseriesResponse>('timeseries', query);
export const funnelQuery = (query: Record<string, string>) => read<AnalyticsFunnelResponse>('funnel', query);
/** Visitors now, asked again every 30 seconds while the dashboard is open. */
export const realtimeQuery = () =>
  queryOptions({
    ...read<AnalyticsRealtimeResponse>('realtime', {}),
    refetchInterval: STALE_MS,
  });

/** The CSV of one table, as the dashboard shows it. */
export const exportUrl = (table: AnalyticsTable, query: Record<string, string>) =>
  API.adminAnalytics('export', { ...query, table });
