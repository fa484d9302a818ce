// The business-kit rules of spec §4 and the completeness warnings of §5, as pure functions over a kit's
// sections (KitDoc). The server applies them under the kit's row lock; the web uses the same ones to show
// completeness and to preview an edit. Every function answers a new doc and never mutates its inputs.
import {
  type BrandIdea,
  IMAGE_LOADING,
  type ImageSlotRef,
  type KitRequestType,
  type PaletteColor,
  type ProductSku,
  SLIDE_KEYS,
  type SlideColor,
  type SlideKey,
  type TargetAudience,
} from '../contract/brand-kits';
import {
  BRAND_KIT_BRAND_IMAGES,
  BRAND_KIT_MOODBOARD_IMAGES,
  DEFAULT_SELECTED_PRODUCT_IDEAS,
  IMAGES_PER_GENERATION,
} from './constants';

export type KitDoc = {
  targetAudiences: TargetAudience[];
  brandIdeas: BrandIdea[];
  selectedBrandIdea: string | null;
  moodboardImages: string[];
  moodboardImagePrompts: string[];
  moodboardImageTray: string[];
  productSkus: ProductSku[];
  selectedProductUuids: string[];
  marketResearch: string;
  slideColors: SlideColor[];
  thumbnailImages: string[];
};

/** A request the rules refuse (an unknown uuid, a slot that does not exist); the server answers 400. */
export class KitRuleError extends Error {
  override name = 'KitRuleError';
}

export const BRAND_IMAGES_WARNING = 'Please add brand images';
export const MOODBOARD_WARNING = 'Please add moodboard images';
export const PRODUCT_IDEAS_WARNING = 'Please select your product idea(s)';

/** The five slides (and editor tabs), in order. */
export const SLIDE_LABELS: Record<SlideKey, string> = {
  IDEA: 'Idea',
  MOODBOARD: 'Mood board',
  MARKET_RESEARCH: 'Market research',
  PRODUCT_IDEAS: 'Product ideas',
  GET_STARTED: 'Get started',
};

export const KIT_REQUEST_LABELS: Record<KitRequestType, string> = {
  TARGET_AUDIENCE: 'Target audiences',
  BRAND_IDEA: 'Brand ideas',
  PRODUCT_SKU: 'Product ideas',
  MARKET_RESEARCH: 'Market research',
};

/** Reset asks for all four again, audiences first: the others are written for them. */
export const ALL_KIT_REQUEST_TYPES: readonly KitRequestType[] = [
  'TARGET_AUDIENCE',
  'BRAND_IDEA',
  'PRODUCT_SKU',
  'MARKET_RESEARCH',
];

const emptySlots = (count: number): string[] => Array.from({ length: count }, () => '');

export function emptyKitDoc(): KitDoc {
  return {
    targetAudiences: [],
    brandIdeas: [],
    selectedBrandIdea: null,
    moodboardImages: emptySlots(BRAND_KIT_MOODBOARD_IMAGES),
    moodboardImagePrompts: [],
    moodboardImageTray: [],
    productSkus: [],
    selectedProductUuids: [],
    marketResearch: '',
    slideColors: [],
    thumbnailImages: [],
  };
}

/** A slot that holds an image: neither empty nor still generating. */
export function isRealImage(value: string | undefined): value is string {
  return value !== undefined && value !== '' && value !== IMAGE_LOADING;
}

export function selectedIdeaOf(doc: KitDoc): BrandIdea | null {
  return doc.brandIdeas.find((idea) => idea.uuid === doc.selectedBrandIdea) ?? null;
}

/** The selected product ideas, in the order of the generations. */
export function selectedSkusOf(doc: KitDoc): ProductSku[] {
  const selected = new Set(doc.selectedProductUuids);
  return doc.productSkus.filter((sku) => selected.has(sku.uuid));
}

function byTime(a: { createdAt: string; uuid: string }, b: { createdAt: string; uuid: string }): number {
  const ta = Date.parse(a.createdAt);
  const tb = Date.parse(b.createdAt);
  if (!Number.isNaN(ta) && !Number.isNaN(tb) && ta !== tb) return ta - tb;
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.uuid < b.uuid ? -1 : a.uuid > b.uuid ? 1 : 0;
}

function mergeByUuid<T extends { uuid: string; createdAt: string }>(current: T[], incoming: T[]): T[] {
  const merged = new Map(current.map((item) => [item.uuid, item]));
  for (const item of incoming) merged.set(item.uuid, item);
  return [...merged.values()];
}

/** IDEA p0, MOODBOARD p1, MARKET_RESEARCH p2, PRODUCT_IDEAS p3, GET_STARTED p0. */
export function defaultSlideColors(palette: PaletteColor[]): SlideColor[] {
  if (palette.length === 0) return [];
  const pick = (index: number) => (palette[index % palette.length] as PaletteColor).hexCode;
  return [
    { key: 'IDEA', value: pick(0) },
    { key: 'MOODBOARD', value: pick(1) },
    { key: 'MARKET_RESEARCH', value: pick(2) },
    { key: 'PRODUCT_IDEAS', value: pick(3) },
    { key: 'GET_STARTED', value: pick(0) },
  ];
}

/** One colour per slide, in slide order: the kit's own, else the selected idea's defaults, else white. */
export function resolvedSlideColors(doc: KitDoc): SlideColor[] {
  const defaults = defaultSlideColors(selectedIdeaOf(doc)?.colorPalette ?? []);
  return SLIDE_KEYS.map((key) => ({
    key,
    value:
      doc.slideColors.find((c) => c.key === key)?.value ??
      defaults.find((c) => c.key === key)?.value ??
      '#FFFFFF',
  }));
}

function withSlideColor(colors: SlideColor[], key: SlideKey, value: string): SlideColor[] {
  if (colors.some((c) => c.key === key)) return colors.map((c) => (c.key === key ? { key, value } : c));
  const next = [...colors, { key, value }];
  return next.sort((a, b) => SLIDE_KEYS.indexOf(a.key) - SLIDE_KEYS.indexOf(b.key));
}

export function mergeBrandIdeas(doc: KitDoc, incoming: BrandIdea[]): KitDoc {
  const brandIdeas = mergeByUuid(doc.brandIdeas, incoming).sort(byTime);
  const stillThere = brandIdeas.some((idea) => idea.uuid === doc.selectedBrandIdea);
  if (stillThere || brandIdeas.length === 0) {
    return { ...doc, brandIdeas, selectedBrandIdea: stillThere ? doc.selectedBrandIdea : null };
  }
  const first = brandIdeas[0] as BrandIdea;
  const slideColors = doc.slideColors.length === 0 ? defaultSlideColors(first.colorPalette) : doc.slideColors;
  return { ...doc, brandIdeas, selectedBrandIdea: first.uuid, slideColors };
}

export function mergeTargetAudiences(doc: KitDoc, incoming: TargetAudience[]): KitDoc {
  const targetAudiences = mergeByUuid(doc.targetAudiences, incoming).sort((a, b) => byTime(b, a));
  return { ...doc, targetAudiences };
}

export function mergeProductSkus(doc: KitDoc, incoming: ProductSku[]): KitDoc {
  const productSkus = mergeByUuid(doc.productSkus, incoming).sort(byTime);
  const selectedProductUuids =
    doc.selectedProductUuids.length === 0
      ? productSkus.slice(0, DEFAULT_SELECTED_PRODUCT_IDEAS).map((sku) => sku.uuid)
      : doc.selectedProductUuids;
  return { ...doc, productSkus, selectedProductUuids };
}

export function setMarketResearchIfEmpty(doc: KitDoc, text: string): KitDoc {
  return doc.marketResearch.trim() === '' ? { ...doc, marketResearch: text } : doc;
}

function ideaOrThrow(doc: KitDoc, uuid: string): BrandIdea {
  const idea = doc.brandIdeas.find((i) => i.uuid === uuid);
  if (!idea) throw new KitRuleError('That brand idea is not in this kit');
  return idea;
}

function skuOrThrow(doc: KitDoc, uuid: string): ProductSku {
  const sku = doc.productSkus.find((s) => s.uuid === uuid);
  if (!sku) throw new KitRuleError('That product idea is not in this kit');
  return sku;
}

/**
 * Another idea makes another brand: the sections built on the old one (mood board, product ideas, market
 * research, thumbnails) start again, and the product ideas and market research are asked for anew.
 */
export function selectBrandIdea(doc: KitDoc, uuid: string): { doc: KitDoc; refresh: KitRequestType[] } {
  const idea = ideaOrThrow(doc, uuid);
  if (doc.selectedBrandIdea === uuid) return { doc, refresh: [] };
  const first = idea.colorPalette[0]?.hexCode;
  let slideColors = doc.slideColors.length === 0 ? defaultSlideColors(idea.colorPalette) : doc.slideColors;
  if (first) slideColors = withSlideColor(slideColors, 'IDEA', first);
  return {
    doc: {
      ...doc,
      selectedBrandIdea: uuid,
      moodboardImages: emptySlots(BRAND_KIT_MOODBOARD_IMAGES),
      moodboardImagePrompts: [],
      moodboardImageTray: [],
      productSkus: [],
      selectedProductUuids: [],
      marketResearch: '',
      thumbnailImages: [],
      slideColors,
    },
    refresh: ['PRODUCT_SKU', 'MARKET_RESEARCH'],
  };
}

/**
 * Replaces one palette colour. The slides show the selected idea's colours, so when that idea's colour
 * changes every slide that used the old hex follows; another idea's palette is not on any slide.
 */
export function changePaletteColor(
  doc: KitDoc,
  ideaUuid: string,
  index: number,
  color: PaletteColor,
): KitDoc {
  const idea = ideaOrThrow(doc, ideaUuid);
  const old = idea.colorPalette[index];
  if (!Number.isInteger(index) || !old) throw new KitRuleError('A palette has four colours (0 to 3)');
  const colorPalette = idea.colorPalette.map((c, i) => (i === index ? { ...color } : c));
  const brandIdeas = doc.brandIdeas.map((i) => (i.uuid === ideaUuid ? { ...i, colorPalette } : i));
  const oldHex = old.hexCode.toLowerCase();
  const slideColors =
    doc.selectedBrandIdea === ideaUuid
      ? doc.slideColors.map((c) => (c.value.toLowerCase() === oldHex ? { ...c, value: color.hexCode } : c))
      : doc.slideColors;
  return { ...doc, brandIdeas, slideColors };
}

export function updateBrandIdea(
  doc: KitDoc,
  patch: {
    uuid: string;
    brandName?: string;
    slogan?: string;
    mission?: string;
    valueProps?: string[];
    colorPalette?: PaletteColor[];
  },
): KitDoc {
  const idea = ideaOrThrow(doc, patch.uuid);
  const { uuid, colorPalette, valueProps } = patch;
  if (valueProps !== undefined && valueProps.length !== idea.valueProps.length)
    throw new KitRuleError('A brand idea has three value propositions');
  const edited: BrandIdea = {
    ...idea,
    brandName: patch.brandName ?? idea.brandName,
    slogan: patch.slogan ?? idea.slogan,
    mission: patch.mission ?? idea.mission,
    valueProps: valueProps ? [...valueProps] : idea.valueProps,
  };
  let next: KitDoc = { ...doc, brandIdeas: doc.brandIdeas.map((i) => (i.uuid === uuid ? edited : i)) };
  if (colorPalette) {
    if (colorPalette.length !== idea.colorPalette.length)
      throw new KitRuleError('A palette has four colours');
    colorPalette.forEach((color, index) => {
      const current = idea.colorPalette[index] as PaletteColor;
      if (
        color.hexCode !== current.hexCode ||
        color.name !== current.name ||
        color.description !== current.description
      )
        next = changePaletteColor(next, uuid, index, color);
    });
  }
  return next;
}

export function updateProductSku(
  doc: KitDoc,
  patch: {
    uuid: string;
    title?: string;
    suggestedRetailPriceCents?: number;
    popularity?: number;
    description?: string;
  },
): KitDoc {
  const sku = skuOrThrow(doc, patch.uuid);
  const edited: ProductSku = {
    ...sku,
    title: patch.title ?? sku.title,
    suggestedRetailPriceCents: patch.suggestedRetailPriceCents ?? sku.suggestedRetailPriceCents,
    popularity: patch.popularity ?? sku.popularity,
    description: patch.description ?? sku.description,
  };
  return { ...doc, productSkus: doc.productSkus.map((s) => (s.uuid === patch.uuid ? edited : s)) };
}

export function selectProducts(doc: KitDoc, uuids: string[]): KitDoc {
  for (const uuid of uuids) skuOrThrow(doc, uuid);
  const wanted = new Set(uuids);
  return {
    ...doc,
    selectedProductUuids: doc.productSkus.filter((s) => wanted.has(s.uuid)).map((s) => s.uuid),
  };
}

// ---- Image slots -------------------------------------------------------------------------------------

/** A stable id for a slot: 'BRAND_IDEA:<uuid>:2', 'MOODBOARD:5', 'PRODUCT_SKU:<uuid>'. */
export function slotKey(slot: ImageSlotRef): string {
  switch (slot.section) {
    case 'BRAND_IDEA':
      return `BRAND_IDEA:${slot.uuid}:${slot.index}`;
    case 'MOODBOARD':
      return `MOODBOARD:${slot.index}`;
    case 'PRODUCT_SKU':
      return `PRODUCT_SKU:${slot.uuid}`;
  }
}

/** An idea's brand image slots, in order (BRAND_KIT_BRAND_IMAGES of them). */
export const brandImageSlots = (uuid: string): ImageSlotRef[] =>
  Array.from({ length: BRAND_KIT_BRAND_IMAGES }, (_, index) => ({ section: 'BRAND_IDEA', uuid, index }));

/** The mood board's slots, in order (BRAND_KIT_MOODBOARD_IMAGES of them). */
export const moodboardSlots = (): ImageSlotRef[] =>
  Array.from({ length: BRAND_KIT_MOODBOARD_IMAGES }, (_, index) => ({ section: 'MOODBOARD', index }));

function checkIndex(index: number, count: number): void {
  if (!Number.isInteger(index) || index < 0 || index >= count)
    throw new KitRuleError(`That image slot does not exist (0 to ${count - 1})`);
}

function padded(images: string[], count: number): string[] {
  return [...images, ...emptySlots(Math.max(0, count - images.length))];
}

export function getSlot(doc: KitDoc, slot: ImageSlotRef): string {
  switch (slot.section) {
    case 'BRAND_IDEA':
      checkIndex(slot.index, BRAND_KIT_BRAND_IMAGES);
      return ideaOrThrow(doc, slot.uuid).images[slot.index] ?? '';
    case 'MOODBOARD':
      checkIndex(slot.index, BRAND_KIT_MOODBOARD_IMAGES);
      return doc.moodboardImages[slot.index] ?? '';
    case 'PRODUCT_SKU':
      return skuOrThrow(doc, slot.uuid).image;
  }
}

function getTray(doc: KitDoc, slot: ImageSlotRef): string[] {
  switch (slot.section) {
    case 'BRAND_IDEA':
      return ideaOrThrow(doc, slot.uuid).imageTray;
    case 'MOODBOARD':
      return doc.moodboardImageTray;
    case 'PRODUCT_SKU':
      return skuOrThrow(doc, slot.uuid).imageTray;
  }
}

/** Writes a slot's value and, when given, its tray. */
function writeSlot(doc: KitDoc, slot: ImageSlotRef, value: string, tray?: string[]): KitDoc {
  getSlot(doc, slot);
  switch (slot.section) {
    case 'BRAND_IDEA':
      return {
        ...doc,
        brandIdeas: doc.brandIdeas.map((idea) => {
          if (idea.uuid !== slot.uuid) return idea;
          const images = padded(idea.images, BRAND_KIT_BRAND_IMAGES);
          images[slot.index] = value;
          return { ...idea, images, imageTray: tray ?? idea.imageTray };
        }),
      };
    case 'MOODBOARD': {
      const moodboardImages = padded(doc.moodboardImages, BRAND_KIT_MOODBOARD_IMAGES);
      moodboardImages[slot.index] = value;
      return { ...doc, moodboardImages, moodboardImageTray: tray ?? doc.moodboardImageTray };
    }
    case 'PRODUCT_SKU':
      return {
        ...doc,
        productSkus: doc.productSkus.map((sku) =>
          sku.uuid === slot.uuid ? { ...sku, image: value, imageTray: tray ?? sku.imageTray } : sku,
        ),
      };
  }
}

function appendUnique(tray: string[], urls: string[]): string[] {
  const next = [...tray];
  for (const url of urls) if (isRealImage(url) && !next.includes(url)) next.push(url);
  return next;
}

/**
 * The slots go to the loading marker while a generation fills them. A real image a slot held moves to its
 * tray, so regenerating never loses the founder's picture.
 */
export function markSlotsLoading(doc: KitDoc, slots: ImageSlotRef[]): KitDoc {
  return slots.reduce((next, slot) => {
    const previous = getSlot(next, slot);
    return writeSlot(next, slot, IMAGE_LOADING, appendUnique(getTray(next, slot), [previous]));
  }, doc);
}

/** A generation's answer: the first image takes the slot, the others (up to 3) go to the slot's tray. */
export function fillSlot(doc: KitDoc, slot: ImageSlotRef, images: string[]): KitDoc {
  const [first, ...rest] = images.filter(isRealImage).slice(0, IMAGES_PER_GENERATION);
  if (first === undefined) return writeSlot(doc, slot, '');
  const tray = appendUnique(
    getTray(doc, slot).filter((url) => url !== first),
    rest.filter((url) => url !== first),
  );
  return writeSlot(doc, slot, first, tray);
}

/** A failed generation: its slots that are still loading become empty (the request reports the error). */
export function failSlots(doc: KitDoc, slots: ImageSlotRef[]): KitDoc {
  return slots.reduce(
    (next, slot) => (getSlot(next, slot) === IMAGE_LOADING ? writeSlot(next, slot, '') : next),
    doc,
  );
}

/** Recovery after a lost worker: no slot may stay loading forever. */
export function clearLoadingSlots(doc: KitDoc): KitDoc {
  const clear = (value: string) => (value === IMAGE_LOADING ? '' : value);
  return {
    ...doc,
    brandIdeas: doc.brandIdeas.map((idea) => ({ ...idea, images: idea.images.map(clear) })),
    moodboardImages: doc.moodboardImages.map(clear),
    productSkus: doc.productSkus.map((sku) => ({ ...sku, image: clear(sku.image) })),
  };
}

/** The founder puts an image (from the tray or an upload) in a slot; the one it replaces goes to the tray. */
export function placeImage(doc: KitDoc, slot: ImageSlotRef, url: string): KitDoc {
  if (!isRealImage(url)) throw new KitRuleError('Choose an image for the slot');
  const previous = getSlot(doc, slot);
  if (previous === url) return doc;
  const tray = appendUnique(
    getTray(doc, slot).filter((u) => u !== url),
    [previous],
  );
  return writeSlot(doc, slot, url, tray);
}

/** The kit list's preview: the first 4 real images of the selected idea, then of the mood board. */
export function withThumbnails(doc: KitDoc): KitDoc {
  const candidates = [...(selectedIdeaOf(doc)?.images ?? []), ...doc.moodboardImages].filter(isRealImage);
  return { ...doc, thumbnailImages: [...new Set(candidates)].slice(0, BRAND_KIT_BRAND_IMAGES) };
}

// ---- Completeness (spec §4) and its warnings (spec §5) -----------------------------------------------

export type SlideCompleteness = {
  idea: boolean;
  moodboard: boolean;
  marketResearch: boolean;
  productIdeas: boolean;
  complete: boolean;
  completeCount: number;
  warnings: string[];
};

export function slideCompleteness(doc: KitDoc): SlideCompleteness {
  const ideaImages = (selectedIdeaOf(doc)?.images ?? []).filter(isRealImage).length;
  const idea = ideaImages === BRAND_KIT_BRAND_IMAGES;
  const moodboard = doc.moodboardImages.filter(isRealImage).length === BRAND_KIT_MOODBOARD_IMAGES;
  const marketResearch = doc.marketResearch.trim() !== '';
  const productIdeas = selectedSkusOf(doc).some((sku) => sku.image !== IMAGE_LOADING);
  const checks = [idea, moodboard, marketResearch, productIdeas];
  const warnings: string[] = [];
  if (!idea) warnings.push(BRAND_IMAGES_WARNING);
  if (!moodboard) warnings.push(MOODBOARD_WARNING);
  if (!productIdeas) warnings.push(PRODUCT_IDEAS_WARNING);
  return {
    idea,
    moodboard,
    marketResearch,
    productIdeas,
    complete: checks.every(Boolean),
    completeCount: checks.filter(Boolean).length,
    warnings,
  };
}

/** Reset clears every section and asks for all four generations again. */
export function resetKit(): { doc: KitDoc; refresh: KitRequestType[] } {
  return { doc: emptyKitDoc(), refresh: [...ALL_KIT_REQUEST_TYPES] };
}

/** The kit list shows only kits that have both a category and a product description. */
export function isListableKit(kit: { category: string; productDescription: string }): boolean {
  return kit.category.trim() !== '' && kit.productDescription.trim() !== '';
}

/** The kit's sections as the rules see them, from the contract's shape. */
export function kitDocOf(kit: {
  targetAudiences: TargetAudience[];
  brandIdeas: { generations: BrandIdea[]; selected: string | null };
  moodboardImages: string[];
  moodboardImagePrompts: string[];
  moodboardImageTray: string[];
  productSkus: { generations: ProductSku[]; selectedUuids: string[] };
  marketResearch: string;
  slideColors: SlideColor[];
  thumbnailImages: string[];
}): KitDoc {
  return {
    targetAudiences: kit.targetAudiences,
    brandIdeas: kit.brandIdeas.generations,
    selectedBrandIdea: kit.brandIdeas.selected,
    moodboardImages: kit.moodboardImages,
    moodboardImagePrompts: kit.moodboardImagePrompts,
    moodboardImageTray: kit.moodboardImageTray,
    productSkus: kit.productSkus.generations,
    selectedProductUuids: kit.productSkus.selectedUuids,
    marketResearch: kit.marketResearch,
    slideColors: kit.slideColors,
    thumbnailImages: kit.thumbnailImages,
  };
}

/** Text on a slide: dark on light colours, light on dark ones (WCAG relative luminance). */
export function readableTextColor(hex: string): '#1A1B1E' | '#FFFFFF' {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!match) return '#1A1B1E';
  const value = Number.parseInt(match[1] as string, 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
  // Contrast against white (1.05 / (L + 0.05)) beats contrast against near-black when L is below ~0.18.
  return luminance < 0.179 ? '#FFFFFF' : '#1A1B1E';
}

/**
 * Market research is plain text in headed sections (the generators write it so): a short line without a
 * sentence's closing punctuation, above its text or its list, is a section title. The editor, the public
 * page and the PDF read it with this one rule.
 */
export const isResearchTitleLine = (line: string) => line.length <= 60 && !/[.:;,!?]$/.test(line);
