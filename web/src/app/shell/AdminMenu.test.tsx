// @vitest-environment happy-dom
import { PERMISSIONS, STAFF_ROLES, type User } from '@vyoma/contract';
import { PAGE_DOC } from '@vyoma/contract/content-types';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CASE_STUDY } from '~/features/admin/content-types/fixtures.ts';
import { clearAdminQueries } from '~/lib/adminQueryClient.ts';
import { render } from '~/lib/render-in-test.tsx';
import { UserContext } from '~/lib/session.ts';
import { AdminMenu } from './AdminMenu.tsx';

const ADMIN = { _id: 'me', name: 'Meera', email: 'meera@vyoma.example', role: 'admin' } as User;

afterEach(() => {
  vi.unstubAllGlobals();
  clearAdminQueries();
});

/** The menu on a page of the route table's shape (its route id tells a content type's screen apart). */
async function menuAt(url: string, user: User = ADMIN) {
  const host = await menuHostAt(url, user);
  return [...host.querySelectorAll('a[aria-current="page"]')].map((a) => a.textContent);
}

async function menuHostAt(url: string, user: User) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: string) =>
      Response.json(request.includes('/content-types') ? { data: [CASE_STUDY] } : { success: true, data: 0 }),
    ),
  );
  const element = <AdminMenu grouped />;
  const router = createMemoryRouter(
    [
      { id: 'admin/content', path: '/admin/content', element },
      { id: 'admin/content-back-office', path: '/admin/content/manageContent-backOffice', element },
      { id: 'admin/content/list', path: '/admin/content/:type', element },
      { id: 'admin/content/edit', path: '/admin/content/:type/:id/edit', element },
      { id: 'admin/content/list/job', path: '/admin/careers', element },
      { id: 'admin/content/list/page', path: '/admin/content/page', element },
    ],
    { initialEntries: [url] },
  );
  const host = await render(
    <UserContext.Provider value={user}>
      <RouterProvider router={router} />
    </UserContext.Provider>,
  );
  // The declared types arrive from the server (a fetch): the menu lists them once they are in.
  await act(() => vi.waitFor(() => expect(host.textContent).toContain('Case studies')));
  return host;
}

describe('the admin menu marks the current entry only', () => {
  it('a declared type’s screens under /admin/content/<type> are its entry’s, not Manage Content’s', async () => {
    expect(await menuAt('/admin/content/case-study')).toEqual(['Case studies']);
    expect(await menuAt('/admin/content/case-study/7a1e0c55/edit')).toEqual(['Case studies']);
  });

  it('the content hub and its pages are Manage Content’s; a built-in type’s list is its own', async () => {
    expect(await menuAt('/admin/content')).toEqual(['Manage Content']);
    expect(await menuAt('/admin/content/manageContent-backOffice')).toEqual(['Manage Content']);
    expect(await menuAt('/admin/careers')).toEqual(['Careers']);
  });
});

describe('the admin menu lists the pages', () => {
  it('as Pages, after the posts and before the types the server declares, for the roles that write them', async () => {
    for (const role of STAFF_ROLES) {
      const host = await menuHostAt('/admin/content', { ...ADMIN, role });
      const content = [...host.querySelectorAll('[aria-labelledby="admin-menu-content"] a')].map((a) => [
        a.textContent,
        a.getAttribute('href'),
      ]);
      const writes = (PERMISSIONS[PAGE_DOC.permissions.write] as readonly string[]).includes(role);
      expect(
        content.some(([label]) => label === 'Pages'),
        role,
      ).toBe(writes);
      if (!writes) continue;
      const labels = content.map(([label]) => label);
      expect(labels.slice(labels.indexOf('Blogs'), labels.indexOf('Blogs') + 3), role).toEqual([
        'Blogs',
        'Pages',
        'Case studies',
      ]);
      expect(content.find(([label]) => label === 'Pages')?.[1]).toBe('/admin/content/page');
    }
  });

  it('marks Pages current on the pages’ screens', async () => {
    expect(await menuAt('/admin/content/page')).toEqual(['Pages']);
  });
});
