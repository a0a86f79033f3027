// @vitest-environment happy-dom
/** The inbox marks an enquiry sent from a page in another language (issue 36); English says nothing. */
import type { EnquirySummary } from '@vyoma/contract';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRouter } from '~/lib/render-in-test.tsx';
import { InboxTable } from './InboxTable.tsx';

const enquiry = (id: string, lang: string): EnquirySummary => ({
  _id: id,
  name: `Visitor ${id}`,
  email: `${id}@example.com`,
  phone: '+91 98765 00000',
  message: 'About a website',
  createdAt: '2026-12-04T10:00:00.000Z',
  status: 'new',
  assignee: null,
  followUpOn: null,
  source: 'Direct',
  lang,
  lineCount: 0,
  quoteTotal: null,
  notification: { state: 'none', attempts: 0, lastError: null, sentAt: null, nextAttemptAt: null },
  form: null,
});

describe('the inbox', () => {
  it('says which enquiries came from a Hindi page', async () => {
    const rows = [enquiry('a1', 'hi'), enquiry('b2', 'en')];
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <InboxTable
              rows={rows}
              selected={new Set()}
              onSelect={() => {}}
              isDeleting={() => false}
              onDelete={() => {}}
            />
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    const host = await renderRouter(router);
    const rowsShown = [...host.querySelectorAll('tbody tr')];
    expect(rowsShown).toHaveLength(2);
    expect(rowsShown[0]!.textContent).toContain('Sent from a Hindi page');
    expect(rowsShown[1]!.textContent).not.toContain('Sent from');
  });
});
