/**
 * What leaves the inbox (admins only): every enquiry matching the inbox's filters as a streamed CSV
 * (audited, refused cross-site), and the weekly enquiries-by-source report.
 */
import { Readable } from 'node:stream';
import { CSV_BOM, csvRow, REPORT_TIME_ZONE, REPORT_WEEKS, ROUTES } from '@vyoma/contract';
import { enquiryReportResponse } from '@vyoma/contract/responses';
import { enquiryFilterSchema } from '@vyoma/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { errorResponses } from '../../http/schemas.ts';
import { crossSiteCheck } from '../../plugins/security.ts';
import { countsByWeekAndSource, type ExportRow, exportEnquiries } from './repository.ts';

const tags = ['contact'];

/** Columns of the CSV export: the spec's fields first, then the pipeline and the attribution. */
export const EXPORT_COLUMNS = [
  'name',
  'email',
  'phone',
  'message',
  'createdAt',
  'status',
  'assignee',
  'followUpOn',
  'quote',
  'quoteTotal',
  'page',
  'landingPage',
  'referrer',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmTerm',
  'utmContent',
  'source',
  'notification',
] as const;

function exportCells({ enquiry: e, assignee, lines, notification }: ExportRow): (string | number | null)[] {
  const total = lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0);
  const cells: Record<(typeof EXPORT_COLUMNS)[number], string | number | null> = {
    name: e.name,
    email: e.email,
    phone: e.phone,
    message: e.message,
    createdAt: e.createdAt.toISOString(),
    status: e.status,
    assignee,
    followUpOn: e.followUpOn,
    quote: lines.map((l) => `${l.quantity} × ${l.name} @ ${l.unitPrice}`).join('; '),
    quoteTotal: lines.length > 0 ? total : null,
    page: e.page,
    landingPage: e.landingPage,
    referrer: e.referrer,
    utmSource: e.utmSource,
    utmMedium: e.utmMedium,
    utmCampaign: e.utmCampaign,
    utmTerm: e.utmTerm,
    utmContent: e.utmContent,
    source: e.source,
    notification: notification.state,
  };
  return EXPORT_COLUMNS.map((c) => cells[c]);
}

/** YYYY-MM-DD of the Monday `weeksBack` weeks before this week's, in `timeZone`. */
export function reportWeeks(now: Date, timeZone: string, weeks: number): string[] {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(now); // YYYY-MM-DD
  const d = new Date(`${today}T00:00:00Z`);
  const monday = new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000);
  return Array.from({ length: weeks }, (_, i) =>
    new Date(monday.getTime() - (weeks - 1 - i) * 7 * 86_400_000).toISOString().slice(0, 10),
  );
}

/** Sources with the most enquiries get their own series; the rest are summed as "other". */
const REPORT_SERIES_MAX = 6;

export const enquiryReportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get(
    ROUTES.contactExport,
    {
      // Personal data leaving the site: audited (plugins/audit.ts) with the filters it used.
      config: { permission: 'enquiries', audit: { action: 'contact.export', target: 'contact' } },
      onRequest: crossSiteCheck(ctx.config),
      schema: {
        tags,
        summary: 'Every enquiry matching the filters as CSV (streamed; formula injection neutralised)',
        querystring: enquiryFilterSchema,
        produces: ['text/csv'],
        response: {
          200: z.string().meta({ description: 'text/csv; charset=utf-8, with a BOM' }),
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const filters = request.query;
      request.auditNote = {
        target: null,
        targetLabel: null,
        fields: Object.keys(filters)
          .filter((k) => filters[k as keyof typeof filters] !== undefined)
          .sort(),
      };
      async function* csv() {
        yield CSV_BOM + csvRow(EXPORT_COLUMNS);
        for await (const batch of exportEnquiries(db, filters))
          yield batch.map((r) => csvRow(exportCells(r))).join('');
      }
      const stream = Readable.from(csv());
      stream.on('error', (err) => request.log.error({ err }, 'CSV export failed while streaming'));
      const day = new Date().toISOString().slice(0, 10);
      return (
        reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="contact-messages-${day}.csv"`)
          .header('Cache-Control', 'no-store')
          // The documented 200 is a string; the rows are streamed as they are read.
          .send(stream as unknown as string)
      );
    },
  );

  app.get(
    ROUTES.contactReport,
    {
      config: { permission: 'enquiries' },
      schema: {
        tags,
        summary: `Enquiries (not spam) per week over the last ${REPORT_WEEKS} weeks, by source`,
        response: { 200: enquiryReportResponse },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const weeks = reportWeeks(new Date(), REPORT_TIME_ZONE, REPORT_WEEKS);
      const rows = await countsByWeekAndSource(db, weeks[0]!, REPORT_TIME_ZONE);
      const index = new Map(weeks.map((w, i) => [w, i]));
      const bySource = new Map<string, number[]>();
      for (const r of rows) {
        const i = index.get(r.week);
        if (i === undefined) continue;
        const counts = bySource.get(r.source) ?? new Array<number>(weeks.length).fill(0);
        counts[i]! += r.n;
        bySource.set(r.source, counts);
      }
      const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
      const ranked = [...bySource]
        .map(([source, counts]) => ({ source, counts, total: sum(counts) }))
        .sort((a, b) => b.total - a.total || a.source.localeCompare(b.source));
      let series = ranked;
      if (ranked.length > REPORT_SERIES_MAX) {
        const rest = ranked.slice(REPORT_SERIES_MAX - 1);
        const counts = weeks.map((_, i) => sum(rest.map((s) => s.counts[i]!)));
        series = [...ranked.slice(0, REPORT_SERIES_MAX - 1), { source: 'other', counts, total: sum(counts) }];
      }
      const totals = weeks.map((_, i) => sum(series.map((s) => s.counts[i]!)));
      return {
        success: true as const,
        data: { weeks, series, totals, total: sum(totals), timeZone: REPORT_TIME_ZONE },
      };
    },
  );
};
