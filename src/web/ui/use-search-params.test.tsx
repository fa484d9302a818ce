// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useLatestSearchParams } from './use-search-params';

function Filters() {
  const [params, set] = useLatestSearchParams();
  const { search } = useLocation();
  const patch = (key: string, value: string) =>
    set((prev) => {
      const next = new URLSearchParams(prev);
      next.set(key, value);
      return next;
    });
  return (
    <>
      <p data-testid="search">{search}</p>
      <p data-testid="tab">{params.get('tab') ?? 'ALL'}</p>
      {/* A tab click and a filter typed before the router re-renders: two updates on one render's query. */}
      <button
        type="button"
        onClick={() => {
          patch('tab', 'FULFILLED');
          patch('country', 'CA');
        }}
      >
        Both
      </button>
      <button type="button" onClick={() => set({ tab: 'CANCELED' })}>
        Replace
      </button>
      <button type="button" onClick={() => patch('tab', 'ON_HOLD')}>
        Tab
      </button>
      <button type="button" onClick={() => patch('country', 'GB')}>
        Country
      </button>
      <button type="button" onClick={() => set({ sort: 'total' })}>
        Back to total
      </button>
    </>
  );
}

const renderAt = (url: string) =>
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '/', element: <Filters /> }], { initialEntries: [url] })}
    />,
  );

/**
 * Renders at `url` with a route loader that, after the first render, holds every navigation until the returned
 * function is called: the router's next commit waits while the page keeps rendering.
 */
async function renderHeldAt(url: string) {
  let open = () => {};
  let gate = Promise.resolve();
  const router = createMemoryRouter(
    [{ path: '/', element: <Filters />, loader: () => gate.then(() => null) }],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  await screen.findByText(new URL(url, 'http://x').search);
  gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return () => open();
}

describe('useLatestSearchParams', () => {
  it('builds on a query still waiting for its loader, across renders in between', async () => {
    const open = await renderHeldAt('/?sort=total');
    fireEvent.click(screen.getByRole('button', { name: 'Tab' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByTestId('search').textContent).toBe('?sort=total');
    fireEvent.click(screen.getByRole('button', { name: 'Country' }));
    open();
    expect(await screen.findByText('?sort=total&tab=ON_HOLD&country=GB')).toBeTruthy();
  });

  it('keeps every update made before the router renders the first', async () => {
    renderAt('/?sort=total');
    fireEvent.click(screen.getByRole('button', { name: 'Both' }));
    expect(await screen.findByText('?sort=total&tab=FULFILLED&country=CA')).toBeTruthy();
  });

  it('a change undone before the router renders it leaves the query as it was', async () => {
    const open = await renderHeldAt('/?sort=total');
    fireEvent.click(screen.getByRole('button', { name: 'Tab' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back to total' }));
    fireEvent.click(screen.getByRole('button', { name: 'Country' }));
    open();
    expect(await screen.findByText('?sort=total&country=GB')).toBeTruthy();
  });

  it('starts again from a query set whole, as React Router does', async () => {
    renderAt('/?sort=total&country=US');
    fireEvent.click(screen.getByRole('button', { name: 'Replace' }));
    expect(await screen.findByText('?tab=CANCELED')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Both' }));
    expect(await screen.findByText('?tab=FULFILLED&country=CA')).toBeTruthy();
  });
});
