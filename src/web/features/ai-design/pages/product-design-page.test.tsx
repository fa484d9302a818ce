// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AiProduct } from '../../../../shared/contract/ai-design';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { makeAiProduct, makeCatalogItem, makeCredits, makeGeneration } from '../test-data';
import ProductDesignPage from './product-design-page';

let gallery: AiProduct[] = [];
let generate: () => Response | Promise<Response> = () => json(makeGeneration());

const fetchMock = mockApi((url, init) => {
  const { pathname: path } = new URL(url, 'http://x');
  const method = init?.method ?? 'GET';
  if (path === '/rest/main/web/ai-products' && method === 'GET') return json(gallery);
  if (path === '/rest/main/web/ai-products' && method === 'POST')
    return json(makeAiProduct({ id: 90, ...JSON.parse(String(init?.body)) }));
  if (path === '/rest/main/web/ai-products/image/count') return json(makeCredits());
  if (path === '/rest/main/web/ai-products/-/total-count') return json({ count: gallery.length });
  if (path === '/rest/main/commons/ai/gpt-images') return generate();
  if (path === '/rest/main/web/catalog-items/design/product-match-new')
    return json([
      makeCatalogItem(),
      makeCatalogItem({ id: 502, title: 'Frosted candle vessel', companyName: 'Xiamen Ceramics', moq: 1200 }),
    ]);
  return json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
});

beforeEach(() => {
  gallery = [];
  generate = () => json(makeGeneration());
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
        <Route path="/account-info" element={<p>Account</p>} />
        <Route path="/browse-suppliers/catalog-item/:id" element={<p>Catalog item</p>} />
      </Routes>
      <Where />
    </>,
    { route },
  );
}

async function openModalAndDescribe(prompt: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Design a product' }));
  const dialog = await screen.findByRole('dialog', { name: 'Design a product' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Describe your product/ }), {
    target: { value: prompt },
  });
  return dialog;
}

describe('/product-design', () => {
  it('shows the empty gallery with a way to design the first product', async () => {
    gallery = [];
    renderPage();
    expect(await screen.findByTestId('gallery-empty')).toBeTruthy();
    expect(screen.getByText('No saved designs yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Design your first product' }));
    expect(await screen.findByRole('dialog', { name: 'Design a product' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/product-design?open=design');
  });

  it('shows the saved designs and how many there are', async () => {
    gallery = [
      makeAiProduct({ id: 1, title: 'Amber jar' }),
      makeAiProduct({ id: 2, title: 'Linen tote', watermarked: true }),
    ];
    renderPage();
    const cards = await screen.findAllByTestId('gallery-design');
    expect(cards.map((c) => within(c).getByText(/Amber jar|Linen tote/).textContent)).toEqual([
      'Amber jar',
      'Linen tote',
    ]);
    expect(within(cards[1]!).getByText('Watermarked')).toBeTruthy();
    expect(await screen.findByText('2 designs saved')).toBeTruthy();
  });

  it('opens the modal from ?open=design at PROMPT, with the credits line', async () => {
    gallery = [makeAiProduct()];
    renderPage('/product-design?open=design');
    const dialog = await screen.findByRole('dialog', { name: 'Design a product' });
    await waitFor(() =>
      expect(within(dialog).getByTestId('design-credits').textContent).toBe(
        '12 free designs left · 1 design saved',
      ),
    );
  });

  it("refuses a prompt the contract refuses, with the contract's message, and sends nothing", async () => {
    gallery = [];
    renderPage();
    const dialog = await openModalAndDescribe('ab');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate 4 designs' }));
    expect(await within(dialog).findByText('Describe the design in a few words')).toBeTruthy();
    expect(calls('/commons/ai/gpt-images', 'POST')).toHaveLength(0);
  });

  it('generates 4 designs with progress, saves the chosen one with the right body, then finds a factory', async () => {
    gallery = [];
    let answer: (r: Response) => void = () => {};
    generate = () => new Promise<Response>((resolve) => (answer = resolve));
    renderPage();
    const dialog = await openModalAndDescribe('  Amber candle jar with a wooden lid ');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Candle' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Jar' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate 4 designs' }));

    const progress = await screen.findByText('Generating 4 designs…');
    expect(progress.getAttribute('role')).toBe('status');
    expect(progress.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('dialog', { name: 'Designing…' })).toBeTruthy();
    expect(JSON.parse(String(calls('/commons/ai/gpt-images', 'POST')[0]![1]!.body))).toEqual({
      prompt: 'Amber candle jar with a wooden lid',
      numImages: 4,
      deductCredits: false,
      saveToImageGallery: false,
      sketchKeys: ['candle', 'jar'],
    });
    answer(json(makeGeneration()));

    const results = await screen.findByRole('dialog', { name: 'Pick your design' });
    const designs = within(results).getAllByRole('button', { name: /^Design \d of 4/ });
    expect(designs).toHaveLength(4);
    expect(designs[0]!.getAttribute('aria-pressed')).toBe('true');
    expect(within(results).getByTestId('watermark-note').textContent).toContain(
      'Watermarked — choose a plan to remove it',
    );
    fireEvent.click(designs[2]!);
    expect(designs[2]!.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(results).getByRole('button', { name: 'Save to gallery' }));
    await waitFor(() => expect(calls('/web/ai-products', 'POST')).toHaveLength(1));
    expect(JSON.parse(String(calls('/web/ai-products', 'POST')[0]![1]!.body))).toEqual({
      title: 'Amber candle jar with a wooden lid',
      description: '',
      prompt: 'Amber candle jar with a wooden lid',
      sketchKeys: ['candle', 'jar'],
      imageUrls: ['/rest/main/files/gen-41-3.png'],
      inGallery: true,
    });
    expect(await within(results).findByRole('button', { name: 'Saved to gallery' })).toBeTruthy();
    expect(within(results).getByRole('button', { name: 'Design 3 of 4, saved' })).toBeTruthy();

    fireEvent.click(within(results).getByRole('button', { name: 'Find a factory for this' }));
    const matches = await within(results).findAllByTestId('factory-match');
    const query = new URL(String(calls('/web/catalog-items/design/product-match-new')[0]![0]), 'http://x')
      .searchParams;
    expect(query.get('description')).toBe('Amber candle jar with a wooden lid');
    expect(matches.map((m) => m.textContent)).toEqual([
      'Amber glass candle jarNingbo GlassworksFrom $1.85MOQ 500',
      'Frosted candle vesselXiamen CeramicsFrom $1.85MOQ 1,200',
    ]);
    expect(
      within(matches[1]!).getByRole('link', { name: 'Frosted candle vessel' }).getAttribute('href'),
    ).toBe('/browse-suppliers/catalog-item/502');
  });

  it('shows the trial refusal (422) in its words with a way to choose a plan', async () => {
    gallery = [];
    generate = () =>
      json(
        { message: 'You have used your 20 free designs. Choose a plan to keep designing.', code: 'REFUSED' },
        422,
      );
    renderPage();
    const dialog = await openModalAndDescribe('Amber candle jar');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate 4 designs' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(
      'You have used your 20 free designs. Choose a plan to keep designing.',
    );
    expect(within(alert).getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe(
      // The manage-plan dialog opens over this page: a purchase unlocks designing here.
      '/product-design?open=manage_plan&step=manage',
    );
    // Still on the prompt, which keeps what was typed.
    expect(
      (within(dialog).getByRole('textbox', { name: /Describe your product/ }) as HTMLTextAreaElement).value,
    ).toBe('Amber candle jar');
  });
});
