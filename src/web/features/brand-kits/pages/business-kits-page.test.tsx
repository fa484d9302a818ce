// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { KitListItem } from '../../../../shared/contract/brand-kits';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { makeKit, makeListItem } from '../test-data';
import BusinessKitsPage from './business-kits-page';

let kits: KitListItem[] = [];
let archived: KitListItem[] = [];

const fetchMock = mockApi((url, init) => {
  const u = new URL(url, 'http://x');
  const path = u.pathname.replace('/rest/main', '');
  if (path === '/web/catalog-categories')
    return json([
      { id: 1, tab: 'PRODUCTS', vertical: 'Home & Candles', group: 'Candles', subgroup: 'Jar Candles' },
    ]);
  if (path === '/web/brand-kit-modules' && init?.method === 'POST')
    return json(makeKit({ id: 31, ...JSON.parse(String(init.body)) }));
  if (path === '/web/brand-kit-modules')
    return json(u.searchParams.get('isArchived') === 'true' ? archived : kits);
  if (path === '/web/brand-kit-modules/12/archive' && init?.method === 'PUT')
    return json(makeKit({ isArchived: true }));
  return json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
});

const requests = (method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([u, init]) =>
      new URL(String(u), 'http://x').pathname === `/rest/main${path}` && (init?.method ?? 'GET') === method,
  );

function EditorStandIn() {
  return <p>Editor of kit {useParams().brandKitId}</p>;
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/business-kits" element={<BusinessKitsPage />} />
      <Route path="/business-kits/:brandKitId" element={<EditorStandIn />} />
    </Routes>,
    { route: '/business-kits' },
  );
}

describe('business kits list', () => {
  it('shows the empty state, asking the spec list query', async () => {
    kits = [];
    renderPage();
    expect(await screen.findByTestId('kits-empty')).toBeTruthy();
    expect(screen.getByText('No business kits yet')).toBeTruthy();
    const list = requests('GET', '/web/brand-kit-modules')[0]!;
    const q = new URL(String(list[0]), 'http://x').searchParams;
    expect([q.get('isArchived'), q.get('size'), q.get('sort')]).toEqual(['false', '9999', '-createdAt']);
  });

  it('shows each kit with its name, completeness and a generating badge', async () => {
    kits = [
      makeListItem(),
      makeListItem({
        id: 13,
        brandName: null,
        category: 'Soaps',
        completeSlides: 0,
        pending: true,
        thumbnailImages: [],
      }),
    ];
    renderPage();
    const cards = await screen.findAllByTestId('kit-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Hushwick' }).getAttribute('href')).toBe(
      '/business-kits/12',
    );
    expect(within(cards[0]!).getByText('3 of 4 slides ready')).toBeTruthy();
    expect(within(cards[0]!).queryByText('Generating…')).toBeNull();
    expect(within(cards[1]!).getByRole('link', { name: 'Soaps' })).toBeTruthy();
    expect(within(cards[1]!).getByText('0 of 4 slides ready')).toBeTruthy();
    expect(within(cards[1]!).getByText('Generating…')).toBeTruthy();
  });

  it('lists archived kits behind the toggle, and archives from a card menu', async () => {
    kits = [makeListItem()];
    archived = [makeListItem({ id: 40, brandName: 'Old Idea', isArchived: true })];
    renderPage();
    await screen.findByRole('link', { name: 'Hushwick' });
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Hushwick' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    await waitFor(() => expect(requests('PUT', '/web/brand-kit-modules/12/archive')).toHaveLength(1));
    expect(JSON.parse(String(requests('PUT', '/web/brand-kit-modules/12/archive')[0]![1]!.body))).toEqual({
      isArchived: true,
    });

    fireEvent.click(screen.getByRole('switch', { name: 'Show archived kits' }));
    expect(await screen.findByRole('link', { name: 'Old Idea' })).toBeTruthy();
  });

  it('checks the create form before sending anything', async () => {
    kits = [];
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Create a business kit' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create kit' }));
    expect(await within(dialog).findByText('Choose a category')).toBeTruthy();
    expect(within(dialog).getByText('Describe your product idea')).toBeTruthy();
    expect(requests('POST', '/web/brand-kit-modules')).toHaveLength(0);
  });

  it('creates a kit from an idea and opens its editor', async () => {
    kits = [];
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Create a business kit' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Category/), { target: { value: 'Candles' } });
    fireEvent.change(within(dialog).getByLabelText(/Product description/), {
      target: { value: '  a calming lavender candle for busy parents ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create kit' }));
    expect(await screen.findByText('Editor of kit 31')).toBeTruthy();
    const post = requests('POST', '/web/brand-kit-modules');
    expect(post).toHaveLength(1);
    expect(JSON.parse(String(post[0]![1]!.body))).toEqual({
      category: 'Candles',
      productDescription: 'a calming lavender candle for busy parents',
    });
  });
});
