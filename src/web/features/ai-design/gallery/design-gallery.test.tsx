// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AiProduct } from '../../../../shared/contract/ai-design';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import ProductDesignPage from '../pages/product-design-page';
import { makeAiProduct, makeCatalogItem, makeCredits } from '../test-data';
import { designFileName } from './design-file-name';

// A saved design card's actions (issue 21 item 16: a card could not be opened, downloaded, deleted or taken
// to a factory).

const BOX = makeAiProduct({
  id: 11,
  title: 'Kraft mailer box',
  prompt: 'kraft mailer box with a one-colour logo',
  imageUrl: '/rest/main/files/k3x9.png',
  imageUrls: ['/rest/main/files/k3x9.png'],
});
const CANDLE = makeAiProduct({ id: 12, title: 'Tumbler candle', aiIdeaId: 4 });

let gallery: AiProduct[] = [];
let deleteStatus = 200;

const fetchMock = mockApi((url, init) => {
  const { pathname: path } = new URL(url, 'http://x');
  const method = init?.method ?? 'GET';
  if (path === '/rest/main/web/ai-products' && method === 'GET') return json(gallery);
  const own = /^\/rest\/main\/web\/ai-products\/(\d+)$/.exec(path);
  if (own && method === 'DELETE') {
    if (deleteStatus !== 200)
      return json({ message: 'AI product not found', code: 'NOT_FOUND' }, deleteStatus);
    gallery = gallery.filter((p) => p.id !== Number(own[1]));
    return json({ ok: true });
  }
  if (path === '/rest/main/web/ai-products/image/count') return json(makeCredits());
  if (path === '/rest/main/web/ai-products/-/total-count') return json({ count: gallery.length });
  if (path === '/rest/main/web/catalog-items/design/product-match-new')
    return json([
      makeCatalogItem({ id: 601, title: 'Kraft Mailer Box, 9 x 6 x 3 in', companyName: 'Dongguan Pack' }),
    ]);
  return json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
});

beforeEach(() => {
  gallery = [BOX, CANDLE];
  deleteStatus = 200;
});

const calls = (path: string, method = 'GET') =>
  fetchMock.mock.calls.filter(
    ([u, init]) =>
      new URL(String(u), 'http://x').pathname === `/rest/main${path}` && (init?.method ?? 'GET') === method,
  );

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(route = '/product-design') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/product-design" element={<ProductDesignPage />} />
        <Route path="/browse-suppliers/catalog-item/:id" element={<p>Catalog item</p>} />
      </Routes>
      <Where />
    </>,
    { route },
  );
}

const cardOf = async (title: string) =>
  (await screen.findAllByTestId('gallery-design')).find((c) => within(c).queryByText(title))!;

async function chooseFromMenu(title: string, action: string) {
  fireEvent.click(within(await cardOf(title)).getByRole('button', { name: `Actions for ${title}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: action }));
}

describe('a saved design card', () => {
  it('opens from its picture: the big picture, its prompt, and a download under its name; closing leaves', async () => {
    renderPage();
    fireEvent.click(
      within(await cardOf('Kraft mailer box')).getByRole('button', { name: 'Open Kraft mailer box' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Kraft mailer box' });
    expect(screen.getByTestId('location').textContent).toBe('/product-design?design=11');
    expect(within(dialog).getByTestId('design-detail-image').getAttribute('src')).toBe(
      '/rest/main/files/k3x9.png',
    );
    expect(within(dialog).getByTestId('design-detail-prompt').textContent).toBe(
      'kraft mailer box with a one-colour logo',
    );
    const download = within(dialog).getByRole('link', { name: 'Download' });
    expect(download.getAttribute('href')).toBe('/rest/main/files/k3x9.png');
    expect(download.getAttribute('download')).toBe('kraft-mailer-box.png');
    // Nothing is searched until asked.
    expect(calls('/web/catalog-items/design/product-match-new')).toHaveLength(0);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/product-design'));
  });

  it('opens from a link (?design=id)', async () => {
    renderPage('/product-design?design=12');
    const dialog = await screen.findByRole('dialog', { name: 'Tumbler candle' });
    expect(within(dialog).getByTestId('design-detail-prompt').textContent).toBe('a calming lavender candle');
  });

  it('opens and downloads from its menu too', async () => {
    renderPage();
    fireEvent.click(
      within(await cardOf('Kraft mailer box')).getByRole('button', { name: 'Actions for Kraft mailer box' }),
    );
    const open = await screen.findByRole('menuitem', { name: 'Open' });
    // happy-dom gives the menu no layout, so the positioning soon hides it (display: none) after the first
    // query; the items are still the menu's own (the browser journey clicks them for real).
    const download = screen.getByRole('menuitem', { name: 'Download', hidden: true });
    expect(download.getAttribute('href')).toBe('/rest/main/files/k3x9.png');
    expect(download.getAttribute('download')).toBe('kraft-mailer-box.png');
    fireEvent.click(open);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/product-design?design=11'));
    expect(await screen.findByRole('dialog', { name: 'Kraft mailer box' })).toBeTruthy();
  });

  it('takes the design to a factory: its prompt is what the match searches', async () => {
    renderPage();
    fireEvent.click(
      within(await cardOf('Kraft mailer box')).getByRole('button', {
        name: 'Find a factory for Kraft mailer box',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Kraft mailer box' });
    expect(screen.getByTestId('location').textContent).toBe('/product-design?design=11&factories=1');
    const matches = await within(dialog).findAllByTestId('factory-match');
    expect(matches.map((m) => within(m).getByRole('link').textContent)).toEqual([
      'Kraft Mailer Box, 9 x 6 x 3 in',
    ]);
    const query = new URL(String(calls('/web/catalog-items/design/product-match-new')[0]![0]), 'http://x')
      .searchParams;
    expect(query.get('description')).toBe('kraft mailer box with a one-colour logo');
    // The matches are showing: no second way to ask for them.
    expect(within(dialog).queryByRole('button', { name: 'Find a factory' })).toBeNull();
  });

  it('deletes only after a confirmation, and the gallery and its count update', async () => {
    renderPage();
    expect(await screen.findByText('2 designs saved')).toBeTruthy();
    await chooseFromMenu('Kraft mailer box', 'Delete…');
    const confirm = await screen.findByRole('dialog', { name: 'Delete this design?' });
    expect(confirm.textContent).toContain('“Kraft mailer box” will be removed from your gallery.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete design' }));
    await waitFor(() => expect(calls('/web/ai-products/11', 'DELETE')).toHaveLength(1));
    await waitFor(() => expect(screen.getAllByTestId('gallery-design')).toHaveLength(1));
    expect(screen.queryByText('Kraft mailer box')).toBeNull();
    expect(await screen.findByText('1 design saved')).toBeTruthy();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    renderPage();
    await chooseFromMenu('Kraft mailer box', 'Delete…');
    const confirm = await screen.findByRole('dialog', { name: 'Delete this design?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this design?' })).toBeNull());
    expect(calls('/web/ai-products/11', 'DELETE')).toHaveLength(0);
    expect(screen.getAllByTestId('gallery-design')).toHaveLength(2);
  });

  it('deletes an opened design from its dialog, says when it leaves its ideation, and closes it', async () => {
    renderPage('/product-design?design=12');
    const dialog = await screen.findByRole('dialog', { name: 'Tumbler candle' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete…' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this design?' });
    expect(confirm.textContent).toContain('removed from your gallery and from its ideation');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete design' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/product-design'));
    await waitFor(() => expect(screen.getAllByTestId('gallery-design')).toHaveLength(1));
  });

  it('keeps the design and says why when the delete fails', async () => {
    deleteStatus = 404;
    renderPage();
    await chooseFromMenu('Kraft mailer box', 'Delete…');
    const confirm = await screen.findByRole('dialog', { name: 'Delete this design?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete design' }));
    expect((await within(confirm).findByRole('alert')).textContent).toMatch(/not found|no longer/i);
    expect(screen.getAllByTestId('gallery-design')).toHaveLength(2);
  });
});

describe('designFileName', () => {
  it.each([
    ['Kraft mailer box', '/rest/main/files/a1.png', 'kraft-mailer-box.png'],
    ['Crème brûlée candle — 8 oz!', '/rest/main/files/a1.jpeg', 'creme-brulee-candle-8-oz.jpg'],
    ['   ', '/rest/main/files/a1', 'design.png'],
    ['A'.repeat(80), '/x.webp?size=1024', `${'a'.repeat(60)}.webp`],
  ])('%s → %s', (title, url, name) => {
    expect(designFileName(title, url)).toBe(name);
  });
});
