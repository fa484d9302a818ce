// Quarry's embedded US import tariff reference: an offline table shipped with the code, for estimates only.
//
// What it is: a hand-kept excerpt of the Harmonized Tariff Schedule of the United States (HTSUS) for the
// consumer-goods chapters Quarry's catalog covers (beauty and personal care, home and candles, apparel,
// accessories, packaging, food and beverage, pet, baby and kids, wellness), the Section 301 additional duties
// on goods of China mapped to these lines (lists 3 and 4A; lists 1 and 2 hold industrial goods, none of these
// lines), the column-2 countries, and the merchandise processing fee (MPF) and harbor maintenance fee (HMF) by
// US fiscal year.
//
// Sources, by name: the USITC's Harmonized Tariff Schedule of the United States (2025 Basic Edition), the USTR's
// Section 301 notices (83 FR 28710, 83 FR 40823, 83 FR 47974, 84 FR 20459, 84 FR 43304, 85 FR 3741), and CBP's
// annual user-fee notices in the Federal Register (19 CFR 24.23 and 24.24).
//
// It is an ESTIMATE REFERENCE, NOT LEGAL ADVICE and not a binding classification: rates change, Section 301
// exclusions and the 2025 actions after TARIFF_AS_OF (e.g. IEEPA duties) are not in it, and special-program
// rates (the `special` column) are shown but never applied, since claiming them needs proof of origin. A
// licensed customs broker confirms the classification and the duty of a real entry.

/** The date the table reflects (YYYY-MM-DD). Everything the calculator answers carries it. */
export const TARIFF_AS_OF = '2025-01-01';

export const TARIFF_SOURCES = [
  'USITC, Harmonized Tariff Schedule of the United States (2025 Basic Edition)',
  'USTR, Section 301 China actions, lists 1-4A (83 FR 28710, 83 FR 40823, 83 FR 47974, 84 FR 20459, 84 FR 43304, 85 FR 3741)',
  'CBP, merchandise processing fee and harbor maintenance fee (19 CFR 24.23, 24.24; annual Federal Register notices)',
];

/**
 * A duty rate: ad valorem percent of the customs value, plus, for a specific or compound rate, cents per unit
 * of quantity (`perUnitCents` may have a tenth of a cent, e.g. 1.9¢/kg). `unit` says what the cents are per.
 */
export type DutyRate = { adValoremPct: number; perUnitCents?: number; unit?: 'kg' | 'each' | 'dozen' };

export type HtsLine = {
  /** 8-digit subheading, dotted: 6109.10.00. */
  hts: string;
  description: string;
  /** Column 1 general (MFN, normal trade relations). */
  general: DutyRate;
  /** Column 1 special, as printed (program letters); shown, never applied. */
  special?: string;
  column2: DutyRate;
  /** Unit of quantity of the statistical suffix, as printed (No., doz., kg, doz. pr.). */
  unit?: string;
  /** The embedded classifier's words (lower case) for `suggestHts`. */
  keywords: readonly string[];
};

const pct = (adValoremPct: number): DutyRate => ({ adValoremPct });
const FREE = pct(0);
const perKg = (perUnitCents: number, adValoremPct = 0): DutyRate => ({
  adValoremPct,
  perUnitCents,
  unit: 'kg',
});

const FTA_FREE = 'Free (A, AU, BH, CL, CO, D, E, IL, JO, KR, MA, OM, P, PA, PE, S, SG)';

export const HTS_LINES: readonly HtsLine[] = [
  // Chapter 04, 09, 15, 18, 21: food and beverage.
  {
    hts: '0409.00.00',
    description: 'Natural honey',
    general: perKg(1.9),
    special: FTA_FREE,
    column2: perKg(6.6),
    unit: 'kg',
    keywords: ['honey', 'raw honey'],
  },
  {
    hts: '0901.21.00',
    description: 'Coffee, roasted, not decaffeinated',
    general: FREE,
    column2: FREE,
    unit: 'kg',
    keywords: ['coffee', 'coffee beans', 'ground coffee', 'roasted coffee'],
  },
  {
    hts: '0902.30.00',
    description: 'Black tea (fermented), in immediate packings of a content not exceeding 3 kg',
    general: FREE,
    column2: FREE,
    unit: 'kg',
    keywords: ['tea', 'black tea', 'tea bags', 'loose leaf tea'],
  },
  {
    hts: '1509.20.20',
    description: 'Extra virgin olive oil, in immediate containers weighing with their contents under 18 kg',
    general: perKg(5),
    special: FTA_FREE,
    column2: perKg(7.7),
    unit: 'kg',
    keywords: ['olive oil', 'extra virgin'],
  },
  {
    hts: '1806.32.90',
    description: 'Chocolate in blocks, slabs or bars, not filled, other',
    general: pct(6),
    special: FTA_FREE,
    column2: pct(40),
    unit: 'kg',
    keywords: ['chocolate', 'chocolate bar', 'cocoa'],
  },
  {
    hts: '2106.90.99',
    description: 'Food preparations not elsewhere specified, other (incl. dietary supplements)',
    general: pct(6.4),
    special: FTA_FREE,
    column2: pct(20),
    unit: 'kg',
    keywords: ['supplement', 'supplements', 'gummies', 'protein powder', 'vitamin', 'collagen'],
  },
  // Chapter 33, 34: beauty, personal care, candles.
  {
    hts: '3303.00.30',
    description: 'Perfumes and toilet waters, not containing alcohol',
    general: FREE,
    column2: pct(75),
    unit: 'kg',
    keywords: ['perfume', 'fragrance oil', 'eau de parfum', 'cologne', 'perfume oil'],
  },
  {
    hts: '3304.10.00',
    description: 'Lip make-up preparations',
    general: FREE,
    column2: pct(75),
    unit: 'kg',
    keywords: ['lipstick', 'lip gloss', 'lip balm', 'lip'],
  },
  {
    hts: '3304.20.00',
    description: 'Eye make-up preparations',
    general: FREE,
    column2: pct(75),
    unit: 'kg',
    keywords: ['mascara', 'eyeliner', 'eyeshadow', 'eye shadow', 'brow'],
  },
  {
    hts: '3304.30.00',
    description: 'Manicure or pedicure preparations',
    general: FREE,
    column2: pct(75),
    unit: 'kg',
    keywords: ['nail polish', 'nail', 'cuticle oil'],
  },
  {
    hts: '3304.91.00',
    description: 'Beauty or make-up powders, whether or not compressed',
    general: FREE,
    column2: pct(75),
    unit: 'kg',
    keywords: ['powder', 'setting powder', 'blush', 'bronzer'],
  },
  {
    hts: '3304.99.50',
    description: 'Beauty or skin-care preparations, other (creams, lotions, serums, sunscreens)',
    general: FREE,
    column2: pct(75),
    unit: 'kg',
    keywords: [
      'skin care',
      'skincare',
      'serum',
      'moisturizer',
      'face cream',
      'lotion',
      'sunscreen',
      'body butter',
      'face mask',
      'cream',
      'foundation',
    ],
  },
  {
    hts: '3305.10.00',
    description: 'Shampoos',
    general: FREE,
    column2: pct(25),
    unit: 'kg',
    keywords: ['shampoo'],
  },
  {
    hts: '3305.90.00',
    description: 'Preparations for use on the hair, other (conditioners, hair oils)',
    general: FREE,
    column2: pct(25),
    unit: 'kg',
    keywords: ['conditioner', 'hair oil', 'hair mask', 'hair'],
  },
  {
    hts: '3307.41.00',
    description: '"Agarbatti" and other odoriferous preparations which operate by burning (incense)',
    general: pct(2.4),
    special: FTA_FREE,
    column2: pct(60),
    unit: 'kg',
    keywords: ['incense', 'incense sticks', 'agarbatti'],
  },
  {
    hts: '3307.49.00',
    description: 'Preparations for perfuming or deodorizing rooms, other (reed diffusers, room sprays)',
    general: pct(6),
    special: FTA_FREE,
    column2: pct(60),
    unit: 'kg',
    keywords: ['diffuser', 'reed diffuser', 'room spray', 'home fragrance', 'wax melts'],
  },
  {
    hts: '3401.11.50',
    description: 'Soap and organic surface-active products in bars, for toilet use, other than castile',
    general: FREE,
    column2: pct(15),
    unit: 'kg',
    keywords: ['soap', 'bar soap', 'soap bar', 'handmade soap'],
  },
  {
    hts: '3401.30.50',
    description:
      'Organic surface-active products for washing the skin, liquid or cream, for retail sale, other',
    general: FREE,
    column2: pct(30),
    unit: 'kg',
    keywords: ['body wash', 'hand wash', 'liquid soap', 'shower gel', 'face wash', 'cleanser'],
  },
  {
    hts: '3406.00.00',
    description: 'Candles, tapers and the like',
    general: FREE,
    column2: pct(27.5),
    unit: 'kg',
    keywords: ['candle', 'candles', 'soy candle', 'scented candle', 'taper', 'tealight', 'votive'],
  },
  // Chapter 39: plastics.
  {
    hts: '3923.10.00',
    description:
      'Boxes, cases, crates and similar articles of plastics, for the conveyance or packing of goods',
    general: pct(3),
    special: FTA_FREE,
    column2: pct(80),
    unit: 'No.',
    keywords: ['plastic box', 'plastic container', 'plastic case', 'storage box'],
  },
  {
    hts: '3923.21.00',
    description: 'Sacks and bags (including cones) of polymers of ethylene',
    general: pct(3),
    special: FTA_FREE,
    column2: pct(80),
    unit: 'kg',
    keywords: ['poly bag', 'polybag', 'plastic bag', 'mailer bag', 'poly mailer'],
  },
  {
    hts: '3923.30.00',
    description: 'Carboys, bottles, flasks and similar articles of plastics',
    general: pct(3),
    special: FTA_FREE,
    column2: pct(80),
    unit: 'No.',
    keywords: ['plastic bottle', 'pump bottle', 'dropper bottle', 'spray bottle', 'plastic jar'],
  },
  {
    hts: '3923.50.00',
    description: 'Stoppers, lids, caps and other closures of plastics',
    general: pct(5.3),
    special: FTA_FREE,
    column2: pct(80),
    unit: 'No.',
    keywords: ['lid', 'lids', 'cap closure', 'pump', 'closure'],
  },
  {
    hts: '3924.10.40',
    description: 'Tableware and kitchenware of plastics, other than of melamine',
    general: pct(3.4),
    special: FTA_FREE,
    column2: pct(80),
    unit: 'No.',
    keywords: ['plastic cup', 'plastic plate', 'plastic tumbler', 'reusable cup', 'kids plate', 'kids cup'],
  },
  {
    hts: '3924.90.56',
    description: 'Household and toilet articles of plastics, other',
    general: pct(3.4),
    special: FTA_FREE,
    column2: pct(80),
    unit: 'No.',
    keywords: ['pet bowl', 'plastic bowl', 'soap dish', 'bath toy holder'],
  },
  // Chapter 42, 48: bags, leather, paper packaging.
  {
    hts: '4201.00.60',
    description: 'Saddlery and harness for any animal (leashes, collars, harnesses), of other materials',
    general: pct(2.8),
    special: FTA_FREE,
    column2: pct(35),
    unit: 'No.',
    keywords: ['leash', 'dog leash', 'collar', 'dog collar', 'harness', 'pet harness'],
  },
  {
    hts: '4202.22.15',
    description: 'Handbags, with outer surface of sheeting of plastics',
    general: pct(16.8),
    special: FTA_FREE,
    column2: pct(65),
    unit: 'No.',
    keywords: ['vegan leather bag', 'pvc bag', 'handbag'],
  },
  {
    hts: '4202.22.60',
    description: 'Handbags, with outer surface of textile materials, of cotton (tote bags)',
    general: pct(6.3),
    special: FTA_FREE,
    column2: pct(40),
    unit: 'No.',
    keywords: ['tote', 'tote bag', 'canvas tote', 'cotton tote', 'shopping bag', 'canvas bag'],
  },
  {
    hts: '4202.92.31',
    description: 'Travel, sports and similar bags, outer surface of textile materials of man-made fibers',
    general: pct(17.6),
    special: FTA_FREE,
    column2: pct(65),
    unit: 'No.',
    keywords: ['backpack', 'duffel', 'gym bag', 'travel bag', 'cosmetic bag', 'makeup bag', 'pouch'],
  },
  {
    hts: '4819.10.00',
    description: 'Cartons, boxes and cases, of corrugated paper or paperboard',
    general: FREE,
    column2: pct(35),
    unit: 'kg',
    keywords: ['shipping box', 'mailer box', 'corrugated box', 'carton', 'shipper'],
  },
  {
    hts: '4819.20.00',
    description: 'Folding cartons, boxes and cases, of non-corrugated paper or paperboard',
    general: FREE,
    column2: pct(35),
    unit: 'kg',
    keywords: ['folding carton', 'product box', 'paper box', 'gift box', 'packaging box', 'box'],
  },
  {
    hts: '4819.40.00',
    description: 'Sacks and bags of paper, other than with a base of a width of 40 cm or more',
    general: FREE,
    column2: pct(35),
    unit: 'kg',
    keywords: ['paper bag', 'kraft bag', 'paper shopping bag'],
  },
  {
    hts: '4821.10.20',
    description: 'Paper or paperboard labels of all kinds, printed, other than self-adhesive',
    general: FREE,
    column2: pct(35),
    unit: 'kg',
    keywords: ['label', 'labels', 'hang tag', 'swing tag', 'sticker'],
  },
  // Chapter 61, 62, 63, 65: apparel and textile accessories.
  {
    hts: '6109.10.00',
    description: 'T-shirts, singlets, tank tops and similar garments, knitted or crocheted, of cotton',
    general: pct(16.5),
    special: FTA_FREE,
    column2: pct(90),
    unit: 'doz.',
    keywords: ['t-shirt', 'tshirt', 't shirt', 'tee', 'tank top', 'cotton tee'],
  },
  {
    hts: '6109.90.10',
    description:
      'T-shirts, singlets, tank tops and similar garments, knitted or crocheted, of man-made fibers',
    general: pct(32),
    special: FTA_FREE,
    column2: pct(90),
    unit: 'doz.',
    keywords: ['polyester tee', 'performance tee', 'polyester t-shirt', 'athletic shirt'],
  },
  {
    hts: '6110.20.20',
    description:
      'Sweaters, pullovers, sweatshirts and similar articles, knitted or crocheted, of cotton, other',
    general: pct(16.5),
    special: FTA_FREE,
    column2: pct(50),
    unit: 'doz.',
    keywords: ['sweatshirt', 'hoodie', 'crewneck', 'pullover', 'sweater', 'cotton hoodie'],
  },
  {
    hts: '6110.30.30',
    description:
      'Sweaters, pullovers, sweatshirts and similar articles, knitted or crocheted, of man-made fibers',
    general: pct(32),
    special: FTA_FREE,
    column2: pct(72),
    unit: 'doz.',
    keywords: ['fleece', 'polyester hoodie', 'fleece pullover'],
  },
  {
    hts: '6111.20.20',
    description: "Babies' garments, knitted or crocheted, of cotton: shirts and blouses, other (bodysuits)",
    general: pct(8.1),
    special: FTA_FREE,
    column2: pct(90),
    unit: 'doz.',
    keywords: ['onesie', 'bodysuit', 'baby clothes', 'romper', 'baby'],
  },
  {
    hts: '6115.95.90',
    description: 'Hosiery (socks), knitted or crocheted, of cotton, other',
    general: pct(13.5),
    special: FTA_FREE,
    column2: pct(50),
    unit: 'doz. pr.',
    keywords: ['socks', 'sock', 'cotton socks', 'crew socks'],
  },
  {
    hts: '6115.96.90',
    description: 'Hosiery (socks), knitted or crocheted, of synthetic fibers, other',
    general: pct(14.6),
    special: FTA_FREE,
    column2: pct(72),
    unit: 'doz. pr.',
    keywords: ['athletic socks', 'compression socks', 'nylon socks'],
  },
  {
    hts: '6117.10.60',
    description: 'Shawls, scarves, mufflers and the like, knitted or crocheted, of man-made fibers',
    general: pct(11.3),
    special: FTA_FREE,
    column2: pct(72),
    unit: 'doz.',
    keywords: ['scarf', 'knit scarf', 'beanie scarf'],
  },
  {
    hts: '6302.60.00',
    description: 'Toilet linen and kitchen linen, of terry toweling or similar terry fabrics, of cotton',
    general: pct(9.1),
    special: FTA_FREE,
    column2: pct(40),
    unit: 'No.',
    keywords: ['towel', 'towels', 'bath towel', 'tea towel', 'hand towel'],
  },
  {
    hts: '6505.00.15',
    description: 'Hats and headgear, knitted or crocheted, of cotton, flax or both (caps)',
    general: pct(7.9),
    special: FTA_FREE,
    column2: pct(45),
    unit: 'doz.',
    keywords: ['cap', 'baseball cap', 'dad hat', 'hat', 'beanie', 'trucker hat', 'bucket hat'],
  },
  {
    hts: '6505.00.90',
    description: 'Hats and headgear, knitted or crocheted, of man-made fibers, other',
    general: pct(18.7),
    special: FTA_FREE,
    column2: pct(90),
    unit: 'doz.',
    keywords: ['polyester cap', 'performance cap', 'visor'],
  },
  // Chapter 69, 70: ceramics and glass.
  {
    hts: '6912.00.44',
    description: 'Ceramic (other than porcelain) mugs and other steins',
    general: pct(10),
    special: FTA_FREE,
    column2: pct(55),
    unit: 'doz.',
    keywords: ['mug', 'mugs', 'ceramic mug', 'coffee mug', 'stoneware mug'],
  },
  {
    hts: '6912.00.48',
    description: 'Ceramic (other than porcelain) tableware and kitchenware, other',
    general: pct(9.8),
    special: FTA_FREE,
    column2: pct(55),
    unit: 'doz.',
    keywords: ['ceramic bowl', 'plate', 'stoneware', 'ceramic plate', 'candle vessel', 'ceramic jar'],
  },
  {
    hts: '6913.90.50',
    description: 'Statuettes and other ornamental ceramic articles, other than of porcelain',
    general: pct(6),
    special: FTA_FREE,
    column2: pct(60),
    unit: 'No.',
    keywords: ['vase', 'ceramic vase', 'ornament', 'figurine', 'planter'],
  },
  {
    hts: '7010.90.50',
    description:
      'Carboys, bottles, jars, pots, flasks and other containers of glass, for conveyance or packing',
    general: FREE,
    column2: pct(25),
    unit: 'gross',
    keywords: ['glass bottle', 'glass jar', 'amber bottle', 'dropper bottle glass', 'glass vial', 'jar'],
  },
  {
    hts: '7013.37.30',
    description:
      'Drinking glasses, other than of glass-ceramics or lead crystal, valued over $0.30 but not over $3 each',
    general: pct(22.5),
    special: FTA_FREE,
    column2: pct(60),
    unit: 'doz.',
    keywords: ['drinking glass', 'glass tumbler', 'glassware', 'wine glass', 'glass cup'],
  },
  {
    hts: '7013.37.50',
    description: 'Drinking glasses, other than of glass-ceramics or lead crystal, valued over $5 each',
    general: pct(5),
    special: FTA_FREE,
    column2: pct(60),
    unit: 'doz.',
    keywords: ['crystal glass', 'premium glassware'],
  },
  {
    hts: '7013.99.50',
    description:
      'Glassware for indoor decoration or similar purposes, other, valued over $0.30 but not over $3 each',
    general: pct(15),
    special: FTA_FREE,
    column2: pct(60),
    unit: 'doz.',
    keywords: ['glass candle holder', 'candle jar', 'glass vessel', 'glass decor'],
  },
  // Chapter 71, 73: jewelry and metal drinkware.
  {
    hts: '7113.11.50',
    description: 'Articles of jewelry of silver, other (valued over $18 per dozen pieces)',
    general: pct(5),
    special: FTA_FREE,
    column2: pct(110),
    unit: 'No.',
    keywords: ['silver jewelry', 'sterling silver', 'silver ring', 'silver necklace'],
  },
  {
    hts: '7117.19.90',
    description:
      'Imitation jewelry of base metal, other than cuff links, valued over 20 cents per dozen pieces',
    general: pct(11),
    special: FTA_FREE,
    column2: pct(110),
    unit: 'No.',
    keywords: ['jewelry', 'jewellery', 'necklace', 'bracelet', 'earrings', 'ring', 'pendant', 'anklet'],
  },
  {
    hts: '7117.90.75',
    description: 'Imitation jewelry of plastics, other, valued over 20 cents per dozen pieces',
    general: pct(3.9),
    special: FTA_FREE,
    column2: pct(110),
    unit: 'No.',
    keywords: ['acrylic earrings', 'resin jewelry', 'beaded bracelet', 'hair clip'],
  },
  {
    hts: '7323.93.00',
    description: 'Table, kitchen or other household articles of stainless steel',
    general: pct(2),
    special: FTA_FREE,
    column2: pct(40),
    unit: 'No.',
    keywords: ['stainless', 'stainless steel', 'tumbler', 'water bottle', 'metal straw', 'steel bottle'],
  },
  {
    hts: '9617.00.10',
    description:
      'Vacuum flasks and other vacuum vessels, complete with cases, capacity not exceeding 1 liter',
    general: pct(7.2),
    special: FTA_FREE,
    column2: pct(45),
    unit: 'No.',
    keywords: ['vacuum flask', 'insulated bottle', 'thermos', 'insulated tumbler', 'vacuum bottle'],
  },
  // Chapter 94, 95, 96: home, toys and kids, personal articles.
  {
    hts: '9404.90.20',
    description: 'Pillows, cushions and similar furnishings, of cotton',
    general: pct(4.5),
    special: FTA_FREE,
    column2: pct(40),
    unit: 'No.',
    keywords: ['pillow', 'cushion', 'pet bed', 'dog bed', 'throw pillow'],
  },
  {
    hts: '9503.00.00',
    description:
      'Tricycles, scooters, dolls, other toys; reduced-scale models; puzzles of all kinds (incl. pet toys)',
    general: FREE,
    column2: pct(70),
    unit: 'No.',
    keywords: ['toy', 'toys', 'plush', 'stuffed animal', 'puzzle', 'doll', 'teether', 'dog toy', 'pet toy'],
  },
  {
    hts: '9603.29.40',
    description:
      'Hair brushes, shaving brushes and other toilet brushes for use on the person, valued over 40¢',
    general: pct(4),
    special: FTA_FREE,
    column2: pct(40),
    unit: 'No.',
    keywords: ['hair brush', 'brush', 'toothbrush', 'pet brush', 'grooming brush', 'dry brush'],
  },
  {
    hts: '9603.30.60',
    description: 'Brushes for the application of cosmetics (make-up brushes)',
    general: FREE,
    column2: pct(45),
    unit: 'No.',
    keywords: ['makeup brush', 'make-up brush', 'brush set', 'cosmetic brush'],
  },
];

/** A duty added on top of the base rate for some countries of origin, from a date (and until one). */
export type AdditionalDuty = {
  program: string;
  /** ISO 3166-1 alpha-2 countries of origin it applies to. */
  countries: readonly string[];
  /** 8-digit subheadings (dotted) of this table it covers. */
  hts: readonly string[];
  ratePct: number;
  /** First entry date it applies to, inclusive (YYYY-MM-DD). */
  effectiveFrom: string;
  /** Last entry date it applies to, inclusive; absent while in force. */
  effectiveTo?: string;
  note?: string;
};

// Section 301 (China): which of our lines each list covers. List 3 went from 10% to 25% on 2019-05-10 and
// list 4A from 15% to 7.5% on 2020-02-14, so each rate is its own dated row. List 4B (toys, 9503) was never
// imposed; 9503.00.00 carries no Section 301 duty here.
const LIST_3 = [
  '0409.00.00',
  '1509.20.20',
  '1806.32.90',
  '2106.90.99',
  '3401.11.50',
  '3401.30.50',
  '3406.00.00',
  '3923.10.00',
  '3923.21.00',
  '3923.30.00',
  '3923.50.00',
  '3924.10.40',
  '3924.90.56',
  '4201.00.60',
  '4202.22.15',
  '4202.22.60',
  '4202.92.31',
  '4819.10.00',
  '4819.20.00',
  '4819.40.00',
  '4821.10.20',
  '6912.00.44',
  '6912.00.48',
  '6913.90.50',
  '7010.90.50',
  '7013.37.30',
  '7013.37.50',
  '7013.99.50',
  '7323.93.00',
  '9404.90.20',
];
const LIST_4A = [
  '0901.21.00',
  '0902.30.00',
  '3303.00.30',
  '3304.10.00',
  '3304.20.00',
  '3304.30.00',
  '3304.91.00',
  '3304.99.50',
  '3305.10.00',
  '3305.90.00',
  '3307.41.00',
  '3307.49.00',
  '6109.10.00',
  '6109.90.10',
  '6110.20.20',
  '6110.30.30',
  '6111.20.20',
  '6115.95.90',
  '6115.96.90',
  '6117.10.60',
  '6302.60.00',
  '6505.00.15',
  '6505.00.90',
  '7113.11.50',
  '7117.19.90',
  '7117.90.75',
  '9603.29.40',
  '9603.30.60',
  '9617.00.10',
];

export const ADDITIONAL_DUTIES: readonly AdditionalDuty[] = [
  {
    program: 'Section 301 China, list 3 (9903.88.03)',
    countries: ['CN'],
    hts: LIST_3,
    ratePct: 10,
    effectiveFrom: '2018-09-24',
    effectiveTo: '2019-05-09',
  },
  {
    program: 'Section 301 China, list 3 (9903.88.03)',
    countries: ['CN'],
    hts: LIST_3,
    ratePct: 25,
    effectiveFrom: '2019-05-10',
  },
  {
    program: 'Section 301 China, list 4A (9903.88.15)',
    countries: ['CN'],
    hts: LIST_4A,
    ratePct: 15,
    effectiveFrom: '2019-09-01',
    effectiveTo: '2020-02-13',
  },
  {
    program: 'Section 301 China, list 4A (9903.88.15)',
    countries: ['CN'],
    hts: LIST_4A,
    ratePct: 7.5,
    effectiveFrom: '2020-02-14',
  },
];

/**
 * Countries whose goods pay column 2 instead of column 1 general, from a date: Cuba and North Korea, and Russia
 * and Belarus since the Suspending Normal Trade Relations with Russia and Belarus Act (in force 2022-04-09).
 */
export const COLUMN_2_COUNTRIES: readonly { country: string; effectiveFrom: string }[] = [
  { country: 'CU', effectiveFrom: '1962-01-01' },
  { country: 'KP', effectiveFrom: '1951-01-01' },
  { country: 'RU', effectiveFrom: '2022-04-09' },
  { country: 'BY', effectiveFrom: '2022-04-09' },
];

/**
 * The merchandise processing fee of one US fiscal year (October 1 to September 30, named by the year it ends
 * in): a formal entry pays `ratePct` of the customs value, bounded by `minCents` and `maxCents`; an informal
 * entry (value under `informalThresholdCents`) pays the flat `informalCents` (automated, not prepared by CBP).
 */
export type MpfSchedule = {
  fiscalYear: number;
  from: string;
  to: string;
  ratePct: number;
  minCents: number;
  maxCents: number;
  informalCents: number;
  informalThresholdCents: number;
};

export const MPF_SCHEDULES: readonly MpfSchedule[] = [
  {
    fiscalYear: 2023,
    from: '2022-10-01',
    to: '2023-09-30',
    ratePct: 0.3464,
    minCents: 29_66,
    maxCents: 575_35,
    informalCents: 2_36,
    informalThresholdCents: 2_500_00,
  },
  {
    fiscalYear: 2024,
    from: '2023-10-01',
    to: '2024-09-30',
    ratePct: 0.3464,
    minCents: 31_67,
    maxCents: 614_35,
    informalCents: 2_53,
    informalThresholdCents: 2_500_00,
  },
  {
    fiscalYear: 2025,
    from: '2024-10-01',
    to: '2025-09-30',
    ratePct: 0.3464,
    minCents: 32_71,
    maxCents: 634_62,
    informalCents: 2_62,
    informalThresholdCents: 2_500_00,
  },
];

/** Harbor maintenance fee: a share of the customs value of goods unloaded at a US seaport; no minimum or cap. */
export const HMF = { ratePct: 0.125, modes: ['OCEAN'] as const };
