import { describe, expect, it } from 'vitest';
import { type BrandIdea, IMAGE_LOADING, type PaletteColor, type ProductSku } from '../contract/brand-kits';
import {
  BRAND_IMAGES_WARNING,
  brandImageSlots,
  changePaletteColor,
  clearLoadingSlots,
  defaultSlideColors,
  emptyKitDoc,
  failSlots,
  fillSlot,
  getSlot,
  isListableKit,
  isResearchTitleLine,
  type KitDoc,
  KitRuleError,
  kitDocOf,
  MOODBOARD_WARNING,
  markSlotsLoading,
  mergeBrandIdeas,
  mergeProductSkus,
  mergeTargetAudiences,
  moodboardSlots,
  PRODUCT_IDEAS_WARNING,
  placeImage,
  readableTextColor,
  resetKit,
  resolvedSlideColors,
  SLIDE_LABELS,
  selectBrandIdea,
  selectProducts,
  setMarketResearchIfEmpty,
  slideCompleteness,
  slotKey,
  updateBrandIdea,
  updateProductSku,
  withThumbnails,
} from './brand-kit';

const U = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 12, minute)).toISOString();

function palette(prefix: string): PaletteColor[] {
  return ['11', '22', '33', '44'].map((n, i) => ({
    hexCode: `#${prefix}${n}${n}`,
    name: `Colour ${i}`,
    description: `Use ${i}`,
  }));
}

function idea(n: number, minute: number, overrides: Partial<BrandIdea> = {}): BrandIdea {
  return {
    uuid: U(n),
    createdAt: at(minute),
    brandName: `Brand ${n}`,
    slogan: `Slogan ${n}`,
    mission: `Mission ${n}`,
    valueProps: ['a', 'b', 'c'],
    colorPalette: palette(`${n}${n}`.slice(0, 2)),
    images: ['', '', '', ''],
    imagePrompts: [],
    imageTray: [],
    ...overrides,
  };
}

function sku(n: number, minute: number, overrides: Partial<ProductSku> = {}): ProductSku {
  return {
    uuid: U(100 + n),
    createdAt: at(minute),
    title: `Product ${n}`,
    suggestedRetailPriceCents: 2_500,
    popularity: 50,
    description: `About ${n}`,
    image: `/files/sku-${n}.png`,
    imagePrompt: '',
    imageTray: [],
    productionMinPriceCents: null,
    matches: [],
    ...overrides,
  };
}

/** Freezes a doc all the way down: a rule that mutates its input throws in strict mode. */
function frozen<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) frozen(v);
    Object.freeze(value);
  }
  return value;
}

function kitWith(overrides: Partial<KitDoc>): KitDoc {
  return frozen({ ...emptyKitDoc(), ...overrides });
}

const real = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `/files/${prefix}-${i}.png`);

describe('an empty kit', () => {
  it('has eight empty mood board slots and nothing else', () => {
    const doc = emptyKitDoc();
    expect(doc.moodboardImages).toEqual(['', '', '', '', '', '', '', '']);
    expect(doc).toMatchObject({
      brandIdeas: [],
      selectedBrandIdea: null,
      productSkus: [],
      marketResearch: '',
    });
    expect(doc.slideColors).toEqual([]);
    expect(emptyKitDoc()).not.toBe(doc);
  });

  it('resets to an empty kit and asks for all four generations', () => {
    const { doc, refresh } = resetKit();
    expect(doc).toEqual(emptyKitDoc());
    expect(refresh).toEqual(['TARGET_AUDIENCE', 'BRAND_IDEA', 'PRODUCT_SKU', 'MARKET_RESEARCH']);
  });
});

describe('merging brand ideas', () => {
  it('orders by creation time ascending and selects the first when none is selected, with its slide colours', () => {
    const doc = kitWith({});
    const next = mergeBrandIdeas(doc, [idea(2, 5), idea(1, 1), idea(3, 9)]);
    expect(next.brandIdeas.map((i) => i.uuid)).toEqual([U(1), U(2), U(3)]);
    expect(next.selectedBrandIdea).toBe(U(1));
    expect(next.slideColors).toEqual(defaultSlideColors(idea(1, 1).colorPalette));
    expect(doc.brandIdeas).toEqual([]);
  });

  it('replaces an idea with the same uuid and keeps the current selection and slide colours', () => {
    const colors = defaultSlideColors(palette('aa'));
    const doc = kitWith({
      brandIdeas: [idea(1, 1), idea(2, 2)],
      selectedBrandIdea: U(2),
      slideColors: colors,
    });
    const next = mergeBrandIdeas(doc, [idea(1, 1, { brandName: 'Renamed' }), idea(3, 0)]);
    expect(next.brandIdeas.map((i) => i.brandName)).toEqual(['Brand 3', 'Renamed', 'Brand 2']);
    expect(next.selectedBrandIdea).toBe(U(2));
    expect(next.slideColors).toBe(colors);
  });

  it('breaks a tie in creation time by uuid', () => {
    const next = mergeBrandIdeas(kitWith({}), [idea(5, 3), idea(4, 3)]);
    expect(next.brandIdeas.map((i) => i.uuid)).toEqual([U(4), U(5)]);
  });

  it('selects the first again when the selected uuid is gone, keeping existing slide colours', () => {
    const colors = defaultSlideColors(palette('aa'));
    const doc = kitWith({ selectedBrandIdea: U(9), slideColors: colors });
    const next = mergeBrandIdeas(doc, [idea(1, 1)]);
    expect(next.selectedBrandIdea).toBe(U(1));
    expect(next.slideColors).toEqual(colors);
  });

  it('leaves the selection empty when there is still no idea', () => {
    expect(mergeBrandIdeas(kitWith({ selectedBrandIdea: U(9) }), []).selectedBrandIdea).toBeNull();
  });
});

describe('merging target audiences and product ideas', () => {
  it('merges audiences by uuid, newest first', () => {
    const a = (n: number, minute: number, name = `A${n}`) => ({
      uuid: U(n),
      createdAt: at(minute),
      name,
      description: '',
    });
    const doc = kitWith({ targetAudiences: [a(1, 1), a(2, 2)] });
    const next = mergeTargetAudiences(doc, [a(3, 3), a(1, 1, 'Renamed')]);
    expect(next.targetAudiences.map((t) => t.name)).toEqual(['A3', 'A2', 'Renamed']);
  });

  it('merges product ideas by uuid in creation order and selects the first three by default', () => {
    const doc = kitWith({});
    const next = mergeProductSkus(doc, [sku(4, 4), sku(1, 1), sku(3, 3), sku(2, 2)]);
    expect(next.productSkus.map((s) => s.title)).toEqual([
      'Product 1',
      'Product 2',
      'Product 3',
      'Product 4',
    ]);
    expect(next.selectedProductUuids).toEqual([U(101), U(102), U(103)]);
  });

  it('keeps a selection the founder made and replaces a product with the same uuid', () => {
    const doc = kitWith({ productSkus: [sku(1, 1), sku(2, 2)], selectedProductUuids: [U(102)] });
    const next = mergeProductSkus(doc, [sku(1, 1, { title: 'New' }), sku(3, 3)]);
    expect(next.productSkus.map((s) => s.title)).toEqual(['New', 'Product 2', 'Product 3']);
    expect(next.selectedProductUuids).toEqual([U(102)]);
  });

  it('sets market research only when it is empty or blank', () => {
    expect(setMarketResearchIfEmpty(kitWith({}), 'Report').marketResearch).toBe('Report');
    expect(setMarketResearchIfEmpty(kitWith({ marketResearch: '  \n' }), 'Report').marketResearch).toBe(
      'Report',
    );
    expect(setMarketResearchIfEmpty(kitWith({ marketResearch: 'Mine' }), 'Report').marketResearch).toBe(
      'Mine',
    );
  });
});

describe('slide colours', () => {
  it('take the palette in slide order, Get started repeating the first colour', () => {
    const p = palette('ab');
    expect(defaultSlideColors(p)).toEqual([
      { key: 'IDEA', value: '#ab1111' },
      { key: 'MOODBOARD', value: '#ab2222' },
      { key: 'MARKET_RESEARCH', value: '#ab3333' },
      { key: 'PRODUCT_IDEAS', value: '#ab4444' },
      { key: 'GET_STARTED', value: '#ab1111' },
    ]);
    expect(defaultSlideColors([])).toEqual([]);
  });

  it('resolve to one colour per slide from the kit, then the selected palette, then white', () => {
    const doc = kitWith({
      brandIdeas: [idea(1, 1)],
      selectedBrandIdea: U(1),
      slideColors: [{ key: 'MOODBOARD', value: '#000000' }],
    });
    expect(resolvedSlideColors(doc).map((c) => c.value)).toEqual([
      '#111111',
      '#000000',
      '#113333',
      '#114444',
      '#111111',
    ]);
    expect(resolvedSlideColors(kitWith({})).every((c) => c.value === '#FFFFFF')).toBe(true);
  });

  it('pick readable text: light on dark, dark on light', () => {
    expect(readableTextColor('#000000')).toBe('#FFFFFF');
    expect(readableTextColor('#1f3a5f')).toBe('#FFFFFF');
    expect(readableTextColor('#FFFFFF')).toBe('#1A1B1E');
    expect(readableTextColor('#f5e6ff')).toBe('#1A1B1E');
  });
});

describe('selecting another brand idea', () => {
  const full = () =>
    kitWith({
      brandIdeas: [idea(1, 1), idea(2, 2)],
      selectedBrandIdea: U(1),
      moodboardImages: real('mood', 8),
      moodboardImagePrompts: ['p'],
      moodboardImageTray: ['/files/t.png'],
      productSkus: [sku(1, 1)],
      selectedProductUuids: [U(101)],
      marketResearch: 'Research',
      thumbnailImages: ['/files/x.png'],
      slideColors: defaultSlideColors(idea(1, 1).colorPalette).map((c) =>
        c.key === 'MARKET_RESEARCH' ? { ...c, value: '#ABCDEF' } : c,
      ),
    });

  it('resets the mood board, products, research and thumbnails, and asks for products and research again', () => {
    const doc = full();
    const { doc: next, refresh } = selectBrandIdea(doc, U(2));
    expect(next.selectedBrandIdea).toBe(U(2));
    expect(next.moodboardImages).toEqual(Array(8).fill(''));
    expect(next).toMatchObject({
      moodboardImagePrompts: [],
      moodboardImageTray: [],
      productSkus: [],
      selectedProductUuids: [],
      marketResearch: '',
      thumbnailImages: [],
    });
    expect(refresh).toEqual(['PRODUCT_SKU', 'MARKET_RESEARCH']);
    expect(next.brandIdeas).toBe(doc.brandIdeas);
    expect(doc.marketResearch).toBe('Research');
  });

  it("sets the Idea slide to the new idea's first colour and keeps the other slides' colours", () => {
    const { doc: next } = selectBrandIdea(full(), U(2));
    expect(next.slideColors.find((c) => c.key === 'IDEA')?.value).toBe('#221111');
    expect(next.slideColors.find((c) => c.key === 'MARKET_RESEARCH')?.value).toBe('#ABCDEF');
    expect(next.slideColors.find((c) => c.key === 'MOODBOARD')?.value).toBe('#112222');
  });

  it('uses the new idea’s default colours when the kit had none', () => {
    const { doc: next } = selectBrandIdea(kitWith({ brandIdeas: [idea(1, 1), idea(2, 2)] }), U(2));
    expect(next.slideColors).toEqual(defaultSlideColors(idea(2, 2).colorPalette));
  });

  it('changes nothing when the idea is already selected, and refuses an unknown idea', () => {
    const doc = full();
    expect(selectBrandIdea(doc, U(1))).toEqual({ doc, refresh: [] });
    expect(() => selectBrandIdea(doc, U(77))).toThrow(KitRuleError);
  });
});

describe('palette colours', () => {
  const base = () =>
    kitWith({
      brandIdeas: [idea(1, 1), idea(2, 2)],
      selectedBrandIdea: U(1),
      slideColors: defaultSlideColors(idea(1, 1).colorPalette),
    });
  const purple = { hexCode: '#7B61FF', name: 'Purple', description: 'Accent' };

  it('carries a colour change of the selected idea to every slide that used the old value, in any case', () => {
    const doc = kitWith({
      ...base(),
      slideColors: [
        { key: 'IDEA', value: '#111111' },
        { key: 'GET_STARTED', value: '#111111' },
      ],
    });
    const next = changePaletteColor(doc, U(1), 0, purple);
    expect(next.brandIdeas[0]?.colorPalette[0]).toEqual(purple);
    expect(next.brandIdeas[0]?.colorPalette[1]).toEqual(doc.brandIdeas[0]?.colorPalette[1]);
    expect(next.slideColors).toEqual([
      { key: 'IDEA', value: '#7B61FF' },
      { key: 'GET_STARTED', value: '#7B61FF' },
    ]);
    const upper = kitWith({ ...base(), slideColors: [{ key: 'MOODBOARD', value: '#112222'.toUpperCase() }] });
    expect(changePaletteColor(upper, U(1), 1, purple).slideColors).toEqual([
      { key: 'MOODBOARD', value: '#7B61FF' },
    ]);
  });

  it("leaves slide colours alone for another idea's palette, and refuses an unknown idea or index", () => {
    const doc = base();
    const next = changePaletteColor(doc, U(2), 0, { ...purple, hexCode: '#111111' });
    expect(next.slideColors).toBe(doc.slideColors);
    expect(next.brandIdeas[1]?.colorPalette[0]?.hexCode).toBe('#111111');
    expect(() => changePaletteColor(doc, U(9), 0, purple)).toThrow(KitRuleError);
    expect(() => changePaletteColor(doc, U(1), 4, purple)).toThrow(KitRuleError);
    expect(() => changePaletteColor(doc, U(1), -1, purple)).toThrow(KitRuleError);
  });

  it('applies an edited idea: text fields, value props and each changed palette colour', () => {
    const doc = base();
    const colorPalette = doc.brandIdeas[0]!.colorPalette.map((c, i) => (i === 1 ? purple : c));
    const next = updateBrandIdea(doc, {
      uuid: U(1),
      brandName: 'Lull',
      valueProps: ['x', 'y', 'z'],
      colorPalette,
    });
    expect(next.brandIdeas[0]).toMatchObject({
      brandName: 'Lull',
      slogan: 'Slogan 1',
      valueProps: ['x', 'y', 'z'],
    });
    expect(next.brandIdeas[0]?.colorPalette).toEqual(colorPalette);
    expect(next.slideColors.find((c) => c.key === 'MOODBOARD')?.value).toBe('#7B61FF');
    expect(next.slideColors.find((c) => c.key === 'IDEA')?.value).toBe('#111111');
    expect(() => updateBrandIdea(doc, { uuid: U(9), brandName: 'X' })).toThrow(KitRuleError);
    expect(() => updateBrandIdea(doc, { uuid: U(1), valueProps: ['x'] })).toThrow(KitRuleError);
    expect(() => updateBrandIdea(doc, { uuid: U(1), colorPalette: [purple] })).toThrow(KitRuleError);
  });
});

describe('product ideas', () => {
  const doc = () =>
    kitWith({ productSkus: [sku(1, 1), sku(2, 2), sku(3, 3)], selectedProductUuids: [U(101)] });

  it('edits only the given fields of a product', () => {
    const start = doc();
    const next = updateProductSku(start, { uuid: U(102), title: 'Candle', suggestedRetailPriceCents: 1_999 });
    expect(next.productSkus[1]).toMatchObject({
      title: 'Candle',
      suggestedRetailPriceCents: 1_999,
      popularity: 50,
      description: 'About 2',
    });
    expect(next.productSkus[0]).toBe(start.productSkus[0]);
    expect(start.productSkus[1]?.title).toBe('Product 2');
    expect(() => updateProductSku(start, { uuid: U(9), title: 'X' })).toThrow(KitRuleError);
  });

  it('selects products in the order of the ideas, each once, and refuses an unknown one', () => {
    expect(selectProducts(doc(), [U(103), U(101), U(103)]).selectedProductUuids).toEqual([U(101), U(103)]);
    expect(selectProducts(doc(), []).selectedProductUuids).toEqual([]);
    expect(() => selectProducts(doc(), [U(101), U(9)])).toThrow(KitRuleError);
  });
});

describe("a section's slots", () => {
  it('are every position of the section, in order, each readable from the kit', () => {
    expect(brandImageSlots(U(1))).toEqual(
      [0, 1, 2, 3].map((index) => ({ section: 'BRAND_IDEA', uuid: U(1), index })),
    );
    expect(moodboardSlots().map((s) => (s.section === 'MOODBOARD' ? s.index : -1))).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7,
    ]);
    const kit = kitWith({ brandIdeas: [idea(1, 1, { images: ['/files/b0.png'] })], selectedBrandIdea: U(1) });
    expect(brandImageSlots(U(1)).map((slot) => getSlot(kit, slot))).toEqual(['/files/b0.png', '', '', '']);
    expect(moodboardSlots().every((slot) => getSlot(kit, slot) === '')).toBe(true);
  });
});

describe('image slots', () => {
  const doc = () =>
    kitWith({
      brandIdeas: [idea(1, 1, { images: ['/files/b0.png', '', '', ''] }), idea(2, 2, { images: [] })],
      selectedBrandIdea: U(1),
      productSkus: [sku(1, 1)],
      selectedProductUuids: [U(101)],
    });
  const brand0 = { section: 'BRAND_IDEA', uuid: U(1), index: 0 } as const;
  const mood3 = { section: 'MOODBOARD', index: 3 } as const;
  const product = { section: 'PRODUCT_SKU', uuid: U(101) } as const;

  it('name each slot with a stable key', () => {
    expect(slotKey(brand0)).toBe(`BRAND_IDEA:${U(1)}:0`);
    expect(slotKey(mood3)).toBe('MOODBOARD:3');
    expect(slotKey(product)).toBe(`PRODUCT_SKU:${U(101)}`);
  });

  it('read a slot and refuse an unknown idea, product or index', () => {
    expect(getSlot(doc(), brand0)).toBe('/files/b0.png');
    expect(getSlot(doc(), { section: 'BRAND_IDEA', uuid: U(2), index: 3 })).toBe('');
    expect(getSlot(doc(), mood3)).toBe('');
    expect(getSlot(doc(), product)).toBe('/files/sku-1.png');
    expect(() => getSlot(doc(), { section: 'BRAND_IDEA', uuid: U(9), index: 0 })).toThrow(KitRuleError);
    expect(() => getSlot(doc(), { section: 'PRODUCT_SKU', uuid: U(9) })).toThrow(KitRuleError);
    expect(() => getSlot(doc(), { section: 'MOODBOARD', index: 8 })).toThrow(KitRuleError);
    expect(() => getSlot(doc(), { section: 'BRAND_IDEA', uuid: U(1), index: 4 })).toThrow(KitRuleError);
  });

  it('go to the loading marker, keeping a real image they held in the tray', () => {
    const next = markSlotsLoading(doc(), [
      brand0,
      mood3,
      product,
      { section: 'BRAND_IDEA', uuid: U(2), index: 2 },
    ]);
    expect(getSlot(next, brand0)).toBe(IMAGE_LOADING);
    expect(getSlot(next, mood3)).toBe(IMAGE_LOADING);
    expect(getSlot(next, product)).toBe(IMAGE_LOADING);
    expect(next.brandIdeas[1]?.images).toEqual(['', '', IMAGE_LOADING, '']);
    expect(next.brandIdeas[0]?.imageTray).toEqual(['/files/b0.png']);
    expect(next.productSkus[0]?.imageTray).toEqual(['/files/sku-1.png']);
    expect(next.moodboardImageTray).toEqual([]);
  });

  it('take the first of up to four images, the rest going to that slot’s tray without duplicates', () => {
    const loading = markSlotsLoading(doc(), [brand0, mood3, product]);
    const images = ['/files/n0.png', '/files/n1.png', '/files/n2.png', '/files/n3.png', '/files/n4.png'];
    let next = fillSlot(loading, brand0, images);
    expect(getSlot(next, brand0)).toBe('/files/n0.png');
    expect(next.brandIdeas[0]?.imageTray).toEqual([
      '/files/b0.png',
      '/files/n1.png',
      '/files/n2.png',
      '/files/n3.png',
    ]);
    next = fillSlot(next, mood3, ['/files/m0.png', '/files/m1.png', '/files/m1.png']);
    expect(next.moodboardImages[3]).toBe('/files/m0.png');
    expect(next.moodboardImageTray).toEqual(['/files/m1.png']);
    next = fillSlot(next, product, ['/files/p0.png', '/files/sku-1.png']);
    expect(next.productSkus[0]?.image).toBe('/files/p0.png');
    expect(next.productSkus[0]?.imageTray).toEqual(['/files/sku-1.png']);
  });

  it('empty a still-loading slot when its generation fails, and leave the others', () => {
    let next = markSlotsLoading(doc(), [brand0, mood3]);
    next = fillSlot(next, mood3, ['/files/m0.png']);
    next = failSlots(next, [brand0, mood3]);
    expect(getSlot(next, brand0)).toBe('');
    expect(getSlot(next, mood3)).toBe('/files/m0.png');
    expect(getSlot(fillSlot(markSlotsLoading(doc(), [mood3]), mood3, []), mood3)).toBe('');
  });

  it('recover every loading slot anywhere in the kit', () => {
    const loading = markSlotsLoading(doc(), [
      brand0,
      { section: 'BRAND_IDEA', uuid: U(2), index: 1 },
      mood3,
      product,
    ]);
    const next = clearLoadingSlots(loading);
    expect(JSON.stringify(next)).not.toContain(IMAGE_LOADING);
    expect(getSlot(next, brand0)).toBe('');
    expect(next.brandIdeas[0]?.imageTray).toEqual(['/files/b0.png']);
  });

  it('let the founder place an image: the old one goes to the tray, the placed one leaves it', () => {
    const start = kitWith({ ...doc(), moodboardImageTray: ['/files/t1.png', '/files/t2.png'] });
    let next = placeImage(start, mood3, '/files/t1.png');
    expect(next.moodboardImages[3]).toBe('/files/t1.png');
    expect(next.moodboardImageTray).toEqual(['/files/t2.png']);
    next = placeImage(next, mood3, '/files/t2.png');
    expect(next.moodboardImages[3]).toBe('/files/t2.png');
    expect(next.moodboardImageTray).toEqual(['/files/t1.png']);
    next = placeImage(next, brand0, '/files/upload.png');
    expect(next.brandIdeas[0]?.images[0]).toBe('/files/upload.png');
    expect(next.brandIdeas[0]?.imageTray).toEqual(['/files/b0.png']);
    expect(placeImage(next, brand0, '/files/upload.png')).toBe(next);
    expect(() => placeImage(next, brand0, IMAGE_LOADING)).toThrow(KitRuleError);
    expect(() => placeImage(next, brand0, '')).toThrow(KitRuleError);
  });

  it('build thumbnails from the first four real images of the selected idea, then the mood board', () => {
    const start = kitWith({
      ...doc(),
      brandIdeas: [idea(1, 1, { images: ['/files/b0.png', IMAGE_LOADING, '', '/files/b3.png'] })],
      moodboardImages: ['', '/files/m1.png', IMAGE_LOADING, '/files/m3.png', '/files/m4.png', '', '', ''],
    });
    expect(withThumbnails(start).thumbnailImages).toEqual([
      '/files/b0.png',
      '/files/b3.png',
      '/files/m1.png',
      '/files/m3.png',
    ]);
    expect(withThumbnails(kitWith({})).thumbnailImages).toEqual([]);
  });
});

describe('slide completeness', () => {
  const complete = () =>
    kitWith({
      brandIdeas: [idea(1, 1, { images: real('b', 4) }), idea(2, 2)],
      selectedBrandIdea: U(1),
      moodboardImages: real('m', 8),
      marketResearch: 'Research',
      productSkus: [sku(1, 1), sku(2, 2, { image: IMAGE_LOADING })],
      selectedProductUuids: [U(101), U(102)],
    });

  it('is complete with 4 brand images, 8 mood board images, research and a loaded selected product', () => {
    expect(slideCompleteness(complete())).toEqual({
      idea: true,
      moodboard: true,
      marketResearch: true,
      productIdeas: true,
      complete: true,
      completeCount: 4,
      warnings: [],
    });
  });

  it('reports the exact warnings of each incomplete slide, in slide order', () => {
    const doc = kitWith({
      ...complete(),
      brandIdeas: [idea(1, 1, { images: [...real('b', 3), IMAGE_LOADING] })],
      moodboardImages: [...real('m', 7), ''],
      marketResearch: '   ',
      selectedProductUuids: [U(102)],
    });
    expect(slideCompleteness(doc)).toEqual({
      idea: false,
      moodboard: false,
      marketResearch: false,
      productIdeas: false,
      complete: false,
      completeCount: 0,
      warnings: [
        'Please add brand images',
        'Please add moodboard images',
        'Please select your product idea(s)',
      ],
    });
    expect([BRAND_IMAGES_WARNING, MOODBOARD_WARNING, PRODUCT_IDEAS_WARNING]).toEqual(
      slideCompleteness(doc).warnings,
    );
  });

  it('counts a product whose image is empty (not loading) as ready, and nothing selected as not', () => {
    const withEmpty = kitWith({
      ...complete(),
      productSkus: [sku(1, 1, { image: '' })],
      selectedProductUuids: [U(101)],
    });
    expect(slideCompleteness(withEmpty).productIdeas).toBe(true);
    const none = slideCompleteness(kitWith({ ...complete(), selectedProductUuids: [] }));
    expect(none).toMatchObject({ productIdeas: false, completeCount: 3, warnings: [PRODUCT_IDEAS_WARNING] });
  });

  it('looks at the selected idea only', () => {
    const doc = kitWith({ ...complete(), selectedBrandIdea: U(2) });
    expect(slideCompleteness(doc)).toMatchObject({
      idea: false,
      completeCount: 3,
      warnings: [BRAND_IMAGES_WARNING],
    });
  });
});

describe('kit helpers', () => {
  it('lists only kits with both a category and a description', () => {
    expect(isListableKit({ category: 'Candles', productDescription: 'Lavender' })).toBe(true);
    expect(isListableKit({ category: ' ', productDescription: 'Lavender' })).toBe(false);
    expect(isListableKit({ category: 'Candles', productDescription: '' })).toBe(false);
  });

  it('labels the five slides in order', () => {
    expect(Object.values(SLIDE_LABELS)).toEqual([
      'Idea',
      'Mood board',
      'Market research',
      'Product ideas',
      'Get started',
    ]);
  });

  it('reads the contract shape as a doc', () => {
    const doc = kitDocOf({
      targetAudiences: [],
      brandIdeas: { generations: [idea(1, 1)], selected: U(1) },
      moodboardImages: real('m', 8),
      moodboardImagePrompts: [],
      moodboardImageTray: [],
      productSkus: { generations: [sku(1, 1)], selectedUuids: [U(101)] },
      marketResearch: 'R',
      slideColors: [],
      thumbnailImages: [],
    });
    expect(doc.selectedBrandIdea).toBe(U(1));
    expect(doc.selectedProductUuids).toEqual([U(101)]);
    expect(doc.brandIdeas).toHaveLength(1);
  });
});

describe('market research section titles', () => {
  it('a short line without closing punctuation is a title; a sentence is not', () => {
    expect(isResearchTitleLine('Market overview')).toBe(true);
    expect(isResearchTitleLine('Pricing and margin')).toBe(true);
    expect(isResearchTitleLine('Quarry lists 611 candles.')).toBe(false);
    expect(isResearchTitleLine('Candles sell all year,')).toBe(false);
    expect(isResearchTitleLine('x'.repeat(61))).toBe(false);
  });
});
