// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { BrandKit, KitRequest, UpdateBrandKitBody } from '../../../../shared/contract/brand-kits';
import {
  BRAND_IMAGES_WARNING,
  MOODBOARD_WARNING,
  PRODUCT_IDEAS_WARNING,
} from '../../../../shared/rules/brand-kit';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { IDEA_B, makeIdea, makeKit, makeSku, SKU_1, SKU_2 } from '../test-data';
import BusinessKitEditorPage from './business-kit-editor-page';

let kit: BrandKit = makeKit();
/** What the server answers to a PUT: by default the kit unchanged. */
let onPut: (body: UpdateBrandKitBody) => BrandKit = () => kit;
/** Kits answered by the GETs after the first one (the poll while something is pending). */
let later: BrandKit[] = [];
let latest: KitRequest | null = null;

const fetchMock = mockApi((url, init) => {
  const path = new URL(url, 'http://x').pathname.replace('/rest/main', '');
  if (path === '/web/brand-kit-modules/12' && init?.method === 'PUT') {
    kit = onPut(JSON.parse(String(init.body)));
    return json(kit);
  }
  if (path === '/web/brand-kit-modules/12/requests/latest' && latest) return json(latest);
  if (path === '/web/brand-kit-modules/12') {
    const answer = kit;
    kit = later.shift() ?? kit;
    return json(answer);
  }
  return json({ message: 'Business kit not found', code: 'NOT_FOUND' }, 404);
});

const puts = () =>
  fetchMock.mock.calls
    .filter(([u, init]) => String(u) === '/rest/main/web/brand-kit-modules/12' && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init!.body)) as UpdateBrandKitBody);

function renderEditor(route = '/business-kits/12') {
  return renderWithProviders(
    <Routes>
      <Route path="/business-kits/:brandKitId" element={<BusinessKitEditorPage />} />
    </Routes>,
    { route },
  );
}

describe('business kit editor', () => {
  it('has the five tabs of spec §2, the brand name and the completeness', async () => {
    kit = makeKit();
    renderEditor();
    expect(await screen.findByRole('heading', { level: 1, name: /Hushwick/ })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Idea',
      'Mood board',
      'Market research',
      'Product ideas',
      'Get started',
    ]);
    expect(screen.getByText('4 of 4 slides ready')).toBeTruthy();
    expect(screen.getByTestId('slide-IDEA').dataset.color).toBe('#7b61ff');
  });

  it('shares a shared kit through a dialog that shows its public link beside "Copy link"', async () => {
    kit = makeKit({ isShared: true });
    renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share this kit' });
    const field = (await within(dialog).findByRole('textbox', { name: 'Public link' })) as HTMLInputElement;
    expect(field.value).toBe(`${window.location.origin}/bk/12`);
    expect(field.readOnly).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });

  it('offers no share link while the kit is private', async () => {
    kit = makeKit({ isShared: false });
    renderEditor();
    expect(await screen.findByRole('switch', { name: 'Share publicly' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('shows a progress bar per pending request, announced politely', async () => {
    kit = makeKit({
      pendingRequests: [
        {
          id: 5,
          type: 'BRAND_IDEA',
          status: 'PENDING',
          error: null,
          progress: { done: 5, total: 13 },
          createdAt: '2026-05-01T10:00:00.000Z',
          finishedAt: null,
        },
      ],
    });
    renderEditor();
    const region = await screen.findByTestId('generation-progress');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(within(region).getByText('Creating brand ideas… 5 of 13')).toBeTruthy();
    expect(within(region).getByRole('progressbar', { name: 'Creating brand ideas… 5 of 13' })).toBeTruthy();
  });

  it('saves a palette colour and repaints the slide from the server’s answer', async () => {
    kit = makeKit();
    onPut = (body) => {
      const palette = body.brandIdea?.colorPalette ?? [];
      return makeKit({
        brandIdeas: { generations: [makeIdea({ colorPalette: palette })], selected: kit.brandIdeas.selected },
        slideColors: kit.slideColors.map((c) =>
          c.value === '#7b61ff' ? { ...c, value: palette[0]!.hexCode } : c,
        ),
      });
    };
    renderEditor();
    const input = await screen.findByLabelText('Colour 1');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '#112233' } });
    fireEvent.blur(input);
    await waitFor(() => expect(puts()).toHaveLength(1));
    const body = puts()[0]!;
    expect(body.brandIdea?.uuid).toBe(kit.brandIdeas.selected);
    expect(body.brandIdea?.colorPalette?.map((c) => c.hexCode)).toEqual([
      '#112233',
      '#f4efe6',
      '#2f3e46',
      '#c9ada7',
    ]);
    await waitFor(() => expect(screen.getByTestId('slide-IDEA').dataset.color).toBe('#112233'));
  });

  it('asks before choosing another brand idea, then saves the choice', async () => {
    kit = makeKit({
      brandIdeas: {
        generations: [
          makeIdea(),
          makeIdea({ uuid: IDEA_B, brandName: 'Stillroom', createdAt: '2026-05-01T11:00:00.000Z' }),
        ],
        selected: makeIdea().uuid,
      },
    });
    onPut = (body) => ({
      ...kit,
      brandIdeas: { ...kit.brandIdeas, selected: body.selectedBrandIdea ?? null },
    });
    renderEditor();
    const ideas = await screen.findByRole('group', { name: 'Brand ideas' });
    expect(
      within(ideas)
        .getByRole('button', { name: /Hushwick/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(within(ideas).getByRole('button', { name: /Stillroom/ }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/This resets the mood board, product ideas and market research/),
    ).toBeTruthy();
    expect(puts()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use this idea' }));
    await waitFor(() => expect(puts()).toEqual([{ selectedBrandIdea: IDEA_B }]));
    await waitFor(() =>
      expect(
        within(ideas)
          .getByRole('button', { name: /Stillroom/ })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );
  });

  it('shows the completeness warnings on their tabs', async () => {
    kit = makeKit({
      brandIdeas: {
        generations: [makeIdea({ images: ['/files/a1.png', '', '', ''] })],
        selected: makeIdea().uuid,
      },
      moodboardImages: ['LOADING', '', '', '', '', '', '', ''],
      productSkus: { generations: kit.productSkus.generations, selectedUuids: [] },
    });
    renderEditor();
    expect(await screen.findByText(BRAND_IMAGES_WARNING)).toBeTruthy();
    expect(screen.getByText('1 of 4 slides ready')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /Mood board/ }));
    expect(await screen.findByText(MOODBOARD_WARNING)).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Generating Mood board image 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /Product ideas/ }));
    expect(await screen.findByText(PRODUCT_IDEAS_WARNING)).toBeTruthy();
  });

  it('refuses a file that is not an allowed image before uploading it', async () => {
    kit = makeKit();
    const { container } = renderEditor();
    await screen.findByText('Brand images');
    const input = container.querySelector(
      '[data-testid="image-slot"] input[type="file"]',
    ) as HTMLInputElement;
    expect(input.getAttribute('accept')).toContain('.jfif');
    const file = new File(['%PDF-1.4'], 'pitch.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    expect((await screen.findByRole('alert')).textContent).toMatch(/pitch\.pdf isn't an image we take/);
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/images'))).toBe(false);
  });

  it('reports a generation that failed once it stops running', async () => {
    const running: KitRequest = {
      id: 8,
      type: 'MARKET_RESEARCH',
      status: 'PENDING',
      error: null,
      progress: { done: 0, total: 1 },
      createdAt: '2026-05-01T10:00:00.000Z',
      finishedAt: null,
    };
    kit = makeKit({ pendingRequests: [running] });
    later = [makeKit()];
    latest = { ...running, status: 'FAILURE', error: 'The model did not answer in time', finishedAt: 'x' };
    renderEditor();
    expect(await screen.findByText('Writing market research… 0 of 1')).toBeTruthy();
    const alert = await screen.findByText(
      /We couldn't write the market research: The model did not answer in time/,
      {},
      { timeout: 4000 },
    );
    expect(alert).toBeTruthy();
    const asked = fetchMock.mock.calls.find(([u]) => String(u).includes('/requests/latest'));
    expect(String(asked![0])).toBe(
      '/rest/main/web/brand-kit-modules/12/requests/latest?type=MARKET_RESEARCH',
    );
    // Dismissing it archives the finished requests on the server, so it is not reported again.
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText(/We couldn't write the market research/)).toBeNull());
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([u, i]) => String(u).endsWith('/web/brand-kit-modules/12/requests/archive') && i?.method === 'PUT',
        ),
      ).toBe(true),
    );
    latest = null;
  });

  it('edits a product idea: selection, and the retail price in dollars saved as cents', async () => {
    kit = makeKit({
      productSkus: {
        generations: [makeSku(), makeSku({ uuid: SKU_2, title: 'Travel tin' })],
        selectedUuids: [SKU_1],
      },
    });
    onPut = (body) => ({
      ...kit,
      productSkus: {
        ...kit.productSkus,
        selectedUuids: body.selectedProductUuids ?? kit.productSkus.selectedUuids,
      },
    });
    renderEditor('/business-kits/12?tab=product-ideas');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Travel tin' }));
    await waitFor(() => expect(puts()).toEqual([{ selectedProductUuids: [SKU_1, SKU_2] }]));
    const price = screen.getAllByRole('textbox', { name: 'Retail price' })[0]!;
    fireEvent.focus(price);
    fireEvent.change(price, { target: { value: '$29.50' } });
    fireEvent.blur(price);
    await waitFor(() =>
      expect(puts()[1]).toEqual({ productSku: { uuid: SKU_1, suggestedRetailPriceCents: 2950 } }),
    );
  });

  it('says when the kit is not found', async () => {
    renderEditor('/business-kits/99');
    expect(await screen.findByText("We couldn't find this business kit")).toBeTruthy();
  });
});
