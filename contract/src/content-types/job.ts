/**
 * Job openings (issue 19): /careers lists the open ones (not past their last day), each at
 * /careers/{slug} with the apply form; applications (issue 29) hang off an opening. Open or closed
 * rather than published (workflow `open`): no drafts, revisions, previews or SEO overrides, and its
 * webhook events are `job.opened` and `job.closed` (modules/careers queues them).
 */
import { ROUTES } from '../api.ts';
import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES, JOB_APPLY_KINDS } from '../constants.ts';
import { defineContentType } from './define.ts';

export const JOB = defineContentType({
  name: 'job',
  label: { one: 'opening', many: 'openings' },
  table: 'job_openings',
  titleField: 'title',
  workflow: 'open',
  publicPath: '/careers/{slug}',
  // Public while open and not past its closing date; its sitemap files keep their name.
  lastDay: 'closesAt',
  sitemapPart: 'careers',
  revisions: false,
  fields: [
    { kind: 'text', name: 'title', label: 'Title', max: 120, translated: true, listed: true },
    { kind: 'text', name: 'department', label: 'Department', max: 80, translated: true, listed: true },
    {
      kind: 'text',
      name: 'location',
      label: 'Location',
      max: 120,
      optional: true,
      listed: true,
      translated: true,
      hint: 'City and state, e.g. Indore, Madhya Pradesh; for a remote job optional, e.g. “India”.',
    },
    { kind: 'boolean', name: 'remote', label: 'Remote', hint: 'The job can be done from anywhere.' },
    {
      kind: 'select',
      name: 'employmentType',
      label: 'Employment type',
      options: EMPLOYMENT_TYPES,
      labels: EMPLOYMENT_TYPE_LABELS,
      constraint: 'job_openings_type_check',
    },
    {
      kind: 'text',
      name: 'experience',
      label: 'Experience',
      max: 80,
      translated: true,
      optional: true,
      hint: 'e.g. 2+ years',
    },
    { kind: 'richText', name: 'description', label: 'Description', translated: true },
    // The API's `apply: { kind, target }`, kept in two columns.
    {
      kind: 'select',
      name: 'applyMethod',
      label: 'How to apply',
      options: JOB_APPLY_KINDS,
      labels: { whatsapp: 'WhatsApp', email: 'E-mail', url: 'Web page' },
      constraint: 'job_openings_apply_check',
    },
    { kind: 'text', name: 'applyValue', label: 'Apply with', max: 500, optional: true },
    // The last day to apply (inclusive, UTC); none: open until closed by hand. The API's `closesOn`.
    {
      kind: 'date',
      name: 'closesAt',
      label: 'Closing date',
      optional: true,
      listed: true,
      hint: 'The last day to apply. Empty: open until you close it.',
    },
  ],
  api: {
    list: ROUTES.jobs,
    one: ROUTES.job,
    create: ROUTES.adminJobs,
    update: ROUTES.adminJob,
    remove: ROUTES.adminJob,
  },
  admin: {
    list: '/admin/careers',
    create: '/admin/careers/new',
    edit: '/admin/careers/{id}/edit',
    history: '/admin/careers/{id}/history',
    menu: 'Careers',
    // Its state first (open, closed or past its closing date), then its last day.
    columns: ['status', 'closesAt'],
  },
  permissions: { write: 'openings', publish: 'openings' },
  messages: { notFound: 'Job opening not found', deleted: 'Job opening deleted.', slugOwner: 'opening' },
  audit: 'job',
});
