import { listCategories } from '../../../db/seed/catalog/taxonomy';
import type { Shape } from '../../../db/seed/catalog/taxonomy-types';
import type { Drawing } from './drawings';
import { contentsColourIn, finishColourIn } from './title-colours';

// What a catalog picture shows, read from the product's title: the product type picks the drawing, a
// container named in the title ("in Matte Black Tin") may replace it for things that take their container's
// shape (candles, creams, sauces, coffee), and colour words paint it. The category's silhouette is the
// fallback for a title that names nothing drawable (a supplier's own wording).

/** A product type: the drawing, and whether a container named in the title decides the shape instead. */
type TypeDef = readonly [drawing: Drawing, takesContainer?: boolean];

const CONTENTS = true;
// Phrases are matched as whole words; the one ending last in the product part of the title wins (the noun
// comes last: "Dark Chocolate Protein Bar" is a bar), the longer one on a tie ("Pet Bowl" over "Bowl").
const TYPES: Record<string, TypeDef> = {
  // Beauty & personal care
  serum: ['dropper', CONTENTS],
  'face cream': ['jar', CONTENTS],
  'night cream': ['jar', CONTENTS],
  moisturizer: ['jar', CONTENTS],
  cleanser: ['tube', CONTENTS],
  'cleansing balm': ['tin', CONTENTS],
  'face wash': ['tube', CONTENTS],
  shampoo: ['bottle', CONTENTS],
  conditioner: ['bottle', CONTENTS],
  'hair oil': ['dropper', CONTENTS],
  'oil treatment': ['dropper', CONTENTS],
  'body lotion': ['pump', CONTENTS],
  lotion: ['pump', CONTENTS],
  'hand cream': ['tube', CONTENTS],
  'body butter': ['jar', CONTENTS],
  soap: ['soap', CONTENTS],
  'lip balm': ['lip-balm', CONTENTS],
  'lip oil': ['lip-balm', CONTENTS],
  'lip scrub': ['jar', CONTENTS],
  // Candles and home
  candle: ['candle-jar', CONTENTS],
  'pillar candle': ['pillar', CONTENTS],
  'taper candle': ['tapers', CONTENTS],
  'taper candle set': ['tapers', CONTENTS],
  melts: ['melts', CONTENTS],
  'reed diffuser': ['diffuser'],
  'diffuser set': ['diffuser'],
  diffuser: ['diffuser'],
  'room spray': ['spray'],
  mist: ['spray'],
  spray: ['spray'],
  mug: ['mug'],
  cup: ['mug'],
  tumbler: ['tumbler'],
  bowl: ['bowl'],
  plate: ['plate'],
  'plate set': ['plate'],
  // Apparel
  't-shirt': ['shirt'],
  tee: ['shirt'],
  hoodie: ['hoodie'],
  sweatshirt: ['hoodie'],
  leggings: ['leggings'],
  shorts: ['leggings'],
  pants: ['leggings'],
  bra: ['bra'],
  cap: ['cap'],
  hat: ['cap'],
  beanie: ['beanie'],
  // Accessories
  ring: ['ring'],
  necklace: ['necklace'],
  earrings: ['earrings'],
  tote: ['tote'],
  'tote bag': ['tote'],
  'market bag': ['tote'],
  backpack: ['backpack'],
  wallet: ['wallet'],
  'card holder': ['wallet'],
  pouch: ['pouch'],
  // Food and drink
  'coffee beans': ['pouch', CONTENTS],
  'ground coffee': ['pouch', CONTENTS],
  'cold brew concentrate': ['bottle', CONTENTS],
  tea: ['tin', CONTENTS],
  'matcha powder': ['tin', CONTENTS],
  'tea bags': ['box', CONTENTS],
  bar: ['bar', CONTENTS],
  gummies: ['pouch', CONTENTS],
  caramels: ['box', CONTENTS],
  'hot sauce': ['woozy', CONTENTS],
  'chili oil': ['jar', CONTENTS],
  salsa: ['jar', CONTENTS],
  'spice blend': ['shaker', CONTENTS],
  'seasoning rub': ['shaker', CONTENTS],
  // Pet
  collar: ['collar'],
  leash: ['collar'],
  harness: ['collar'],
  bed: ['pet-bed'],
  treats: ['pouch', CONTENTS],
  chews: ['pouch', CONTENTS],
  'pet bowl': ['pet-bowl'],
  'feeder bowl': ['pet-bowl'],
  // Baby and kids
  onesie: ['onesie'],
  romper: ['onesie'],
  sleepsuit: ['onesie'],
  blanket: ['blanket'],
  'stacking toy': ['stacker'],
  teether: ['teether'],
  blocks: ['blocks'],
  'plush toy': ['plush'],
  doll: ['plush'],
  // Wellness
  capsules: ['bottle', CONTENTS],
  multivitamin: ['bottle', CONTENTS],
  probiotic: ['bottle', CONTENTS],
  'gummy vitamins': ['jar', CONTENTS],
  powder: ['pouch', CONTENTS],
  'yoga mat': ['yoga-mat'],
  'yoga block': ['box'],
  'yoga strap': ['collar'],
  'water bottle': ['water-bottle'],
  'shaker bottle': ['water-bottle'],
  // Packaging
  box: ['box'],
  mailer: ['mailer'],
  'tuck top mailer': ['box'],
  'mailer box': ['box'],
  'folding carton': ['box'],
  envelope: ['mailer'],
  label: ['label-roll'],
  sticker: ['label'],
  'shopping bag': ['shopping-bag'],
  'gift bag': ['shopping-bag'],
  'tissue paper': ['tissue'],
  'crinkle paper': ['tissue'],
  'honeycomb wrap': ['tissue'],
  tape: ['tape'],
  // Services
  photography: ['camera'],
  photos: ['camera'],
  'packshot session': ['camera'],
  'photo shoot': ['camera'],
  'flat lay session': ['camera'],
  video: ['camera'],
  'ugc video pack': ['camera'],
  'logo design': ['document'],
  'logo refresh': ['document'],
  'wordmark design': ['document'],
  'brand identity kit': ['document'],
  'brand guidelines': ['document'],
  'packaging design': ['document'],
  'description writing': ['document'],
  'listing copy': ['document'],
  'email sequence': ['document'],
  'brand story': ['document'],
  'ad copy pack': ['document'],
  'factory audit': ['document'],
  'quality inspection': ['document'],
  'sourcing consultation': ['document'],
  'store build': ['screen'],
  'store setup': ['screen'],
  'store migration': ['screen'],
  'landing page': ['screen'],
  'landing page design': ['screen'],
  'pre-launch page': ['screen'],
  'theme customisation': ['screen'],
  'section development': ['screen'],
  'theme speed fix': ['screen'],
  'seo audit': ['screen'],
  'seo setup': ['screen'],
  'on-page seo': ['screen'],
  'app integration': ['screen'],
  'klaviyo setup': ['screen'],
  'reviews app setup': ['screen'],
};

/** Containers a title can name after "in"/"with", and the drawing of a product that takes their shape. */
const CONTAINERS: readonly (readonly [string, Drawing])[] = [
  ['airless pump', 'pump'],
  ['pump', 'pump'],
  ['dropper', 'dropper'],
  ['shaker lid', 'shaker'],
  ['woozy bottle', 'woozy'],
  ['bottle', 'bottle'],
  ['tin', 'tin'],
  ['jar', 'jar'],
  ['vessel', 'jar'],
  ['valve bag', 'pouch'],
  ['pouch', 'pouch'],
  ['custom box', 'box'],
];
const BOTTLES = new Set<Drawing>(['bottle', 'dropper', 'pump', 'spray', 'woozy', 'water-bottle']);
const CANDLE_IN: Partial<Record<Drawing, Drawing>> = { tin: 'candle-tin', jar: 'candle-jar' };

export type ItemLook = {
  drawing: Drawing;
  /** The outside: the container's or the product's finish, when the title names one. */
  finish?: string;
  /** What is inside or what it is made of (the wax, the cream), when the title names it. */
  contents?: string;
  /** Where the drawing came from: the title's product type, or the category's silhouette. */
  from: 'title' | 'category';
};

const words = (s: string) => ` ${s.toLowerCase().replace(/[^a-z0-9&-]+/g, ' ')} `;

/** The title without a "Sample Kit:" prefix and the size after the last comma, split at its detail. */
function partsOf(title: string) {
  const bare = title.replace(/^sample kit:\s*/i, '').replace(/,[^,]*$/, '');
  const at = bare.search(/\s(in|with|for|on)\s/i);
  return at === -1 ? { head: bare, detail: '' } : { head: bare.slice(0, at), detail: bare.slice(at) };
}

/** The product type the title names: the phrase ending last in `head`, the longest on a tie. */
function typeIn(head: string): TypeDef | undefined {
  const text = words(head);
  let best: { end: number; length: number; def: TypeDef } | undefined;
  for (const [phrase, def] of Object.entries(TYPES)) {
    const at = text.lastIndexOf(` ${phrase} `);
    if (at === -1) continue;
    const end = at + phrase.length;
    if (!best || end > best.end || (end === best.end && phrase.length > best.length))
      best = { end, length: phrase.length, def };
  }
  return best?.def;
}

function containerIn(detail: string): Drawing | undefined {
  const text = words(detail);
  return CONTAINERS.find(([phrase]) => text.includes(` ${phrase} `))?.[1];
}

function drawingOf([drawing, takesContainer]: TypeDef, detail: string): Drawing {
  const container = takesContainer ? containerIn(detail) : undefined;
  if (!container) return drawing;
  if (drawing === 'candle-jar' || drawing === 'pillar') return CANDLE_IN[container] ?? drawing;
  if (drawing === 'tapers' || drawing === 'soap') return drawing;
  if (container === 'bottle' && BOTTLES.has(drawing)) return drawing;
  return container;
}

const SHAPE_BY_SUBGROUP = new Map(listCategories().map((c) => [c.subgroup, c.shape]));
/** The silhouette of the item's category (what a title naming nothing drawable falls back to). */
export const shapeOfSubgroup = (subgroup: string): Shape => SHAPE_BY_SUBGROUP.get(subgroup) ?? 'box';

/** What a product's pictures show: its drawing and the colours its title names. */
export function lookOfItem(item: { title: string; subgroup: string }): ItemLook {
  const { head, detail } = partsOf(item.title);
  const type = typeIn(head);
  const drawing = type ? drawingOf(type, detail) : shapeOfSubgroup(item.subgroup);
  // A container's colour is in the detail ("in Amber Glass Jar"); a product's own in its material.
  const finish = type?.[1]
    ? (finishColourIn(detail) ?? finishColourIn(head))
    : (finishColourIn(head) ?? finishColourIn(detail));
  const contents = contentsColourIn(head) ?? contentsColourIn(detail);
  return {
    drawing,
    ...(finish ? { finish } : {}),
    ...(contents ? { contents } : {}),
    from: type ? 'title' : 'category',
  };
}

/** What a drawing needs of a look. */
export type DrawnLook = Pick<ItemLook, 'drawing' | 'finish' | 'contents'>;

/** A short stable text of a look, for storage keys: a new look is a new picture. */
export const lookKey = (look: DrawnLook) =>
  [look.drawing, look.finish ?? '', look.contents ?? ''].join('~').replace(/#/g, '');
