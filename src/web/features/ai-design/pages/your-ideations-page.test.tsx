// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AiIdea, PublicAiIdea } from '../../../../shared/contract/ai-design';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { makeAiIdea, makeAiProduct } from '../test-data';
import YourIdeationsPage from './your-ideations-page';

let saved: AiIdea[] = [];
let shared: PublicAiIdea[] = [];

const fetchMock = mockApi((url) => {
  const { pathname, searchParams } = new URL(url, 'http://x');
  if (pathname === '/rest/main/web/ai-ideas' && searchParams.get('submitted') === 'true') return json(saved);
  if (pathname === '/rest/main/web/ai-ideas/-/public') return json(shared);
  return json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
});

const products = [1, 2, 3].map((n) =>
  makeAiProduct({ id: 30 + n, title: `Concept ${n}`, imageUrl: `/rest/main/files/concept-${n}.png` }),
);

beforeEach(() => {
  saved = [];
  shared = [];
});

describe('/your-ideations', () => {
  it('asks only the submitted ideas, and when there are none, leads to product ideation', async () => {
    renderWithProviders(<YourIdeationsPage />, { route: '/your-ideations' });
    const empty = await screen.findByTestId('ideations-empty');
    expect(within(empty).getByText('No saved ideations yet')).toBeTruthy();
    expect(within(empty).getByRole('link', { name: 'Start an ideation' }).getAttribute('href')).toBe(
      '/product-ideation',
    );
    expect(await screen.findByText('Nothing shared yet')).toBeTruthy();
    const listCall = fetchMock.mock.calls.find(
      ([u]) => new URL(String(u), 'http://x').pathname === '/rest/main/web/ai-ideas',
    );
    expect(new URL(String(listCall![0]), 'http://x').searchParams.get('submitted')).toBe('true');
  });

  it("shows each saved idea with its kept products' thumbnails and opens its project", async () => {
    saved = [
      makeAiIdea({
        id: 7,
        title: 'Calming candles',
        submitted: true,
        creatorProjectId: 3,
        products,
        selectedProductIds: [33, 31],
      }),
      makeAiIdea({
        id: 8,
        title: 'Sleep kit',
        submitted: true,
        isPublic: true,
        creatorProjectId: 5,
        products: [],
      }),
    ];
    shared = [
      {
        id: 90,
        title: 'Desk plants',
        prompt: 'tiny plants for home offices',
        category: 'Home',
        submitted: true,
        products: [products[0]!],
        createdAt: '2026-05-01T10:00:00.000Z',
        updatedAt: '2026-05-01T10:00:00.000Z',
      },
    ];
    renderWithProviders(<YourIdeationsPage />, { route: '/your-ideations' });
    const cards = await screen.findAllByTestId('ideation-card');
    expect(cards).toHaveLength(2);
    // The kept products, in the order shown on the idea.
    expect(
      within(cards[0]!)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Concept 1', 'Concept 3']);
    expect(within(cards[0]!).getByText('2 of 3 products selected')).toBeTruthy();
    expect(within(cards[0]!).getByRole('link', { name: 'Open Calming candles' }).getAttribute('href')).toBe(
      '/product-ideation/3',
    );
    expect(within(cards[1]!).getByText('No products yet')).toBeTruthy();
    expect(within(cards[1]!).getByText('0 of 0 products selected · Shared')).toBeTruthy();
    expect(within(cards[1]!).getByRole('link', { name: 'Open Sleep kit' }).getAttribute('href')).toBe(
      '/product-ideation/5',
    );

    const inspiration = await screen.findAllByTestId('inspiration-card');
    expect(inspiration).toHaveLength(1);
    expect(within(inspiration[0]!).getByText('Desk plants')).toBeTruthy();
    expect(within(inspiration[0]!).getByText('tiny plants for home offices')).toBeTruthy();
  });
});
