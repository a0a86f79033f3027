/**
 * The order in which Vitest hands test files to its workers, with the longest files of the browser
 * and operations stages first. Left to itself, Vitest starts the files it has timed before longest
 * first, but in a clean clone (CI) it has no times and starts the largest files first: the
 * accessibility files and the SIGKILL rounds are short files with long tests, so they started last
 * and one worker went on alone for most of a minute after the other had finished. Longest first, the
 * short files fill the end on both workers.
 *
 * Groups run in their groupOrder; within one, the projects in PROJECTS_FIRST come first (below), the
 * others by name. Only files named in LONGEST_FIRST move, to the front of their project in this
 * order. Every file is listed, so a clean clone (CI) and a machine with Vitest's cached times run
 * them in the same order: a file left out goes after the listed ones, in Vitest's order (the largest
 * first in a clean clone). The list needs no care for correctness, only for speed: take the per-file
 * times of a run (`npx vitest run --project e2e`) when they change.
 */
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Every browser and operations test file, longest first (paths from the repository root). */
export const LONGEST_FIRST = [
  // Browser tests (a fresh-clone run of 5 Dec 2026, 1.2 to 37.5 s each), three at a time. The two
  // accessibility sweeps (since 6 Dec one tab each, both widths in turn) start apart.
  'e2e/tests/a11y-public.test.ts',
  'e2e/tests/admin-blogs.test.ts',
  'e2e/tests/admin-settings.test.ts',
  'e2e/tests/a11y-admin.test.ts',
  'e2e/tests/analytics.test.ts',
  'e2e/tests/admin-blog-rich-text.test.ts',
  'e2e/tests/admin-staff.test.ts',
  'e2e/tests/forms.test.ts',
  'e2e/tests/page-canvas.test.ts',
  'e2e/tests/products.test.ts',
  'e2e/tests/auth.test.ts',
  'e2e/tests/admin-enquiries.test.ts',
  'e2e/tests/admin-blogs-editing.test.ts',
  'e2e/tests/admin-two-factor.test.ts',
  'e2e/tests/admin-contacts.test.ts',
  'e2e/tests/legal.test.ts',
  'e2e/tests/layout.test.ts',
  'e2e/tests/clean-urls.test.ts',
  'e2e/tests/admin-media.test.ts',
  'e2e/tests/home.test.ts',
  'e2e/tests/admin-publishing.test.ts',
  'e2e/tests/admin-products.test.ts',
  'e2e/tests/contact.test.ts',
  'e2e/tests/careers.test.ts',
  'e2e/tests/service-pages.test.ts',
  'e2e/tests/admin-content.test.ts',
  'e2e/tests/admin-content-types.test.ts',
  'e2e/tests/admin-integrations.test.ts',
  'e2e/tests/no-public-url.test.ts',
  'e2e/tests/service-blogs.test.ts',
  'e2e/tests/admin-settings-neutral.test.ts',
  'e2e/tests/admin-categories.test.ts',
  'e2e/tests/require-2fa.test.ts',
  'e2e/tests/applications.test.ts',
  'e2e/tests/cart.test.ts',
  'e2e/tests/admin-redirects.test.ts',
  'e2e/tests/no-js.test.ts',
  'e2e/tests/blog.test.ts',
  'e2e/tests/seo.test.ts',
  'e2e/tests/kept-tabs.test.ts',
  'e2e/tests/ssr.test.ts',
  // Operations tests (three at a time; a run of 28 Nov 2026; sigterm moved up on 2 Dec 2026, when it
  // grew three `npm start`s: about 130 s on a busy machine).
  'server/test/ops/backup-restore.test.ts',
  'server/test/ops/sigkill.test.ts',
  'server/test/ops/sigterm.test.ts',
  // Beside the two long files above (it times only the server's own timeouts and answers, with
  // room for busy neighbours): on its own at the end it added 16 s to the stage.
  'server/test/ops/slow-clients.test.ts',
  'server/test/ops/enquiry-mail.test.ts',
  'server/test/ops/cluster.test.ts',
  'server/test/ops/media-on-postgres.test.ts',
  'server/test/ops/login-lockout.test.ts',
  'server/test/ops/datadir-lock.test.ts',
];

/**
 * Projects of one group in this order (the others after them, by name). The API files on PostgreSQL
 * wait on its process between queries and leave CPU idle, which the static stage beside them takes;
 * the embedded database's files keep a CPU busy on their own, so they come last, when the API run
 * is alone.
 */
const PROJECTS_FIRST = ['api-postgres'];
const projectRank = (name: string) => {
  const i = PROJECTS_FIRST.indexOf(name);
  return i === -1 ? PROJECTS_FIRST.length : i;
};

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const rank = (file: TestSpecification) => {
      const i = LONGEST_FIRST.indexOf(path.relative(root, file.moduleId).split(path.sep).join('/'));
      return i === -1 ? LONGEST_FIRST.length : i;
    };
    // Array sort is stable: files of equal rank keep Vitest's order.
    return (await super.sort(files)).sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        projectRank(a.project.name) - projectRank(b.project.name) ||
        (a.project.name === b.project.name ? 0 : a.project.name < b.project.name ? -1 : 1) ||
        rank(a) - rank(b),
    );
  }
}
