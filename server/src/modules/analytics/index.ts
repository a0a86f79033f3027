/**
 * What other modules may use of visit analytics: the collector (pages count views and enquiries ask
 * for their visit through it), and the scheduler's rollup and pruning.
 */
export { Analytics, type Counting, type EnquiryVisitColumns, type FormAttribution } from './collector.ts';
export { addDays, localDay } from './days.ts';
export {
  daysToRollUp,
  pruneRaw,
  ROLLUP_EVERY_MS,
  ROLLUP_TODAY_EVERY_MS,
  ROLLUP_TODAY_STEPS,
  rollUpDay,
  rollUpEnquiries,
  rollUpMonths,
} from './repository.ts';
