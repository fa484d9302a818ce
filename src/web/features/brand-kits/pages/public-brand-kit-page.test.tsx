// @vitest-environment happy-dom
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { PublicBrandKit } from '../../../../shared/contract/brand-kits';
import { DOWNLOAD_FAILED_MESSAGE } from '../../../../shared/rules/messages';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { makeKit } from '../test-data';
import PublicBrandKitPage from './public-brand-kit-page';

vi.mock('@mantine/notifications', async (load) => {
  const actual = await load<typeof import('@mantine/notifications')>();
  return { ...actual, notifications: { ...actual.notifications, show: vi.fn() } };
});

const {
  pendingRequests: _p,
  isShared: _s,
  isArchived: _a,
  ...shared
} = makeKit({ isWaitlistSitePublished: true });
const publicKit: PublicBrandKit = shared;

const fetchMock = mockApi((url, init) => {
  const path = new URL(url, 'http://x').pathname.replace('/rest/main', '');
  if (path === '/web/brand-kit-modules/12/public') return json(publicKit);
  if (path === '/web/brand-kit-modules/12/public/waitlist' && init?.method === 'POST')
    return json({ ok: true });
  if (path === '/web/brand-kit-modules/12/public/pdf') return new Response('nope', { status: 500 });
  return json({ message: 'Business kit not found', code: 'NOT_FOUND' }, 404);
});

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/bk/:id" element={<PublicBrandKitPage />} />
    </Routes>,
    { route },
  );

describe('public business kit page', () => {
  it('shows the five slides read-only in their colours', async () => {
    renderAt('/bk/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hushwick' })).toBeTruthy();
    for (const key of ['IDEA', 'MOODBOARD', 'MARKET_RESEARCH', 'PRODUCT_IDEAS', 'GET_STARTED'])
      expect(screen.getByTestId(`slide-${key}`)).toBeTruthy();
    expect(screen.getByTestId('slide-MARKET_RESEARCH').dataset.color).toBe('#2f3e46');
    expect(screen.getByRole('heading', { name: 'The market' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Brand name' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
  });

  it('takes a waitlist signup when the waitlist site is published', async () => {
    renderAt('/bk/12');
    const email = await screen.findByRole('textbox', { name: 'Email address' });
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    fireEvent.change(email, { target: { value: ' ada@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText("You're on the list")).toBeTruthy();
    const posts = fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/public/waitlist'));
    expect(posts.map(([, init]) => JSON.parse(String(init!.body)))).toEqual([{ email: 'ada@example.com' }]);
  });

  it('says a failed download could not download the file', async () => {
    renderAt('/bk/12');
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith({ color: 'red', message: DOWNLOAD_FAILED_MESSAGE }),
    );
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain(
      '/rest/main/web/brand-kit-modules/12/public/pdf',
    );
  });

  it('shows a friendly page for a kit that is not shared', async () => {
    renderAt('/bk/13');
    expect(await screen.findByTestId('kit-not-shared')).toBeTruthy();
    expect(screen.getByRole('heading', { name: "This business kit isn't shared" })).toBeTruthy();
  });
});
