// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ImageIndexStatus } from '../../../shared/contract/image-search';
import { makeItem } from '../../features/catalog/test-data';
import { jsonResponse as json, mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import ImageSearchPage from './image-search-page';

const fetchMock = mockApi((url) => answer(url));
const IMAGE = '/rest/main/files/abc123.png';
let indexing: ImageIndexStatus;
let searchAnswer: () => Response;

function answer(url: string): Response {
  const { pathname } = new URL(url, 'http://x');
  if (pathname === '/rest/main/web/sourcing/home/image-search/status') return json(indexing);
  if (pathname === '/rest/main/web/sourcing/home/image-search') return searchAnswer();
  return json([]);
}

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/browse-suppliers-with-uploaded-image" element={<ImageSearchPage />} />
    </Routes>,
    { route },
  );
const searchCalls = () =>
  fetchMock.mock.calls
    .map(([u]) => new URL(String(u), 'http://x'))
    .filter((u) => u.pathname === '/rest/main/web/sourcing/home/image-search');

beforeEach(() => {
  indexing = { indexed: 100, total: 100, ready: true };
  searchAnswer = () =>
    json({
      items: [
        { ...makeItem({ id: 5, title: 'Red round jar' }), similarity: 0.97 },
        { ...makeItem({ id: 6, title: 'Red tin' }), similarity: 0.71 },
      ],
      status: indexing,
    });
});

describe('search by image page', () => {
  it('asks for an image first', async () => {
    renderAt('/browse-suppliers-with-uploaded-image');
    expect(await screen.findByText('No image yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload an image' })).toBeTruthy();
    expect(searchCalls()).toHaveLength(0);
  });

  it('shows the image and the similar products, best match first, linking to each product', async () => {
    renderAt(`/browse-suppliers-with-uploaded-image?imageUrl=${encodeURIComponent(IMAGE)}`);
    const link = await screen.findByRole('link', { name: 'Red round jar' });
    expect(link.getAttribute('href')).toBe('/browse-suppliers/catalog-item/5');
    expect(screen.getByText('97% match')).toBeTruthy();
    expect(screen.getByTestId('query-image').getAttribute('src')).toBe(`${IMAGE}?size=compact`);
    const img = screen.getByRole('img', { name: 'Red round jar' });
    // The best matches are in the first screenful: fetched at once.
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('src')).toContain('size=large');
    expect(searchCalls()[0]!.searchParams.get('imageUrl')).toBe(IMAGE);
    expect(searchCalls()[0]!.searchParams.get('quantity')).toBe('120');
    expect(screen.queryByTestId('indexing-notice')).toBeNull();
  });

  it('says how far indexing has got while it is not done', async () => {
    indexing = { indexed: 1234, total: 20000, ready: false };
    renderAt(`/browse-suppliers-with-uploaded-image?imageUrl=${encodeURIComponent(IMAGE)}`);
    expect(await screen.findByText(/Indexing 1,234 of 20,000 product pictures/)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Indexing progress' }).getAttribute('aria-valuenow')).toBe(
      '6',
    );
  });

  it('shows the error of a failed search with a way to retry', async () => {
    searchAnswer = () => json({ message: 'This file is not an image', code: 'UNSUPPORTED_TYPE' }, 415);
    renderAt(`/browse-suppliers-with-uploaded-image?imageUrl=${encodeURIComponent(IMAGE)}`);
    expect(await screen.findByText("We couldn't search with this image")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('does not load an image from another site named in the link', async () => {
    renderAt('/browse-suppliers-with-uploaded-image?imageUrl=https%3A%2F%2Fevil.example%2Fpixel.png');
    expect(await screen.findByText("This link's image can't be searched")).toBeTruthy();
    expect(screen.queryByTestId('query-image')).toBeNull();
    expect(searchCalls()).toHaveLength(0);
  });
});
