// @vitest-environment happy-dom
import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { usePageTitle } from '../ui/page-title';
import { RootShell } from './root-shell';
import type { RouteEntry } from './route-entry';
import { notBuilt } from './route-table';

const entry = (title: string): RouteEntry => ({
  path: '',
  access: 'private',
  layout: 'main',
  domain: 'messaging',
  title,
  page: notBuilt,
});

function Named() {
  usePageTitle('Weekly sync with Amber Candle Co.');
  return <p>meeting</p>;
}

describe('the document title', () => {
  it("is the route's, unless the page names itself; the page's name goes with it", async () => {
    const router = createMemoryRouter(
      [
        {
          element: <RootShell />,
          children: [
            { path: '/meetings/1', element: <Named />, handle: { entry: entry('Meeting') } },
            { path: '/inbox/messages', element: <p>inbox</p>, handle: { entry: entry('Inbox') } },
          ],
        },
      ],
      { initialEntries: ['/meetings/1'] },
    );
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(document.title).toBe('Weekly sync with Amber Candle Co. · Quarry'));
    await act(() => router.navigate('/inbox/messages'));
    await waitFor(() => expect(document.title).toBe('Inbox · Quarry'));
  });
});
