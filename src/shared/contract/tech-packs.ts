import { z } from 'zod';
import { listQuery } from './shared-shapes';

// Tech packs of the AI sourcing agent (first spec document §7: POST /web/ai-sourcing-agents-tech-pack,
// PUT /{id}, GET /-/history-tech-packs; issue 24). A tech pack is a draft the founder writes field by field:
// only the product's name is required. Every save is a new version; any version can be read and restored.
// Money is integer cents, dates are YYYY-MM-DD, dimensions are inches.

export const TECH_PACK_AGENT_TYPES = ['DESIGN_SOURCE', 'TARIFF_RATE', 'PACKAGING'] as const;
export const TechPackAgentType = z.enum(TECH_PACK_AGENT_TYPES);
export type TechPackAgentType = z.infer<typeof TechPackAgentType>;

export const TECH_PACK_KINDS = ['PRODUCT', 'PACKAGING'] as const;
export const TechPackKind = z.enum(TECH_PACK_KINDS);
export type TechPackKind = z.infer<typeof TechPackKind>;

export const INCOTERMS = ['EXW', 'FCA', 'FOB', 'CIF', 'DAP', 'DDP'] as const;
export const Incoterm = z.enum(INCOTERMS);

export const BOX_TYPES = ['MAILER', 'RSC', 'FOLDING_CARTON', 'RIGID'] as const;
export const BoxType = z.enum(BOX_TYPES);

/** The most versions a tech pack keeps (a draft saved field by field stays far below it). */
export const MAX_TECH_PACK_VERSIONS = 500;

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const shortText = text(120);
const longText = text(5000);
const cents = z.number().int('Whole cents').min(0).max(1_000_000_000);
const quantity = z.number().int('A whole number').min(0).max(100_000_000);
const inches = z.number().positive().max(1000);

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'Not a calendar date');

const countryCode = z
  .string()
  .regex(/^[A-Z]{2}$/, 'Two capital letters (ISO 3166-1 alpha-2), e.g. CN')
  .describe('ISO 3166-1 alpha-2');

/** An 8-digit HTS subheading, as 61091000 or 6109.10.00. */
const htsCode = z
  .string()
  .regex(/^(\d{8}|\d{4}\.\d{2}\.\d{2})$/, 'An 8-digit HTS code, e.g. 6109.10.00 or 61091000');

const Destination = z.object({ countryCode, city: text(100).optional() }).strict();

const Dimensions = z.object({ length: inches, width: inches, height: inches }).strict();

/** A sketch or reference picture: one of the store's uploads or one of its gallery designs (AI products). */
export const TechPackImage = z
  .object({
    uploadId: z.number().int().positive().optional(),
    designImageId: z.number().int().positive().optional().describe("A gallery design's id (AI product)"),
    caption: text(200).optional(),
  })
  .strict()
  .refine((i) => (i.uploadId === undefined) !== (i.designImageId === undefined), {
    message: 'Give exactly one of uploadId or designImageId',
  });
export type TechPackImage = z.infer<typeof TechPackImage>;

const BomLine = z
  .object({
    component: shortText.min(1),
    material: shortText,
    quantity: z.number().positive().max(1_000_000),
    unit: text(20),
    unitCostCents: cents,
    supplierRef: shortText.optional(),
  })
  .strict();

const Colourway = z
  .object({
    name: text(60).min(1),
    hex: z
      .string()
      .regex(/^#[0-9A-Fa-f]{6}$/, 'A colour as #RRGGBB')
      .optional(),
    pantone: text(40).optional(),
  })
  .strict();

const Measurement = z
  .object({
    point: shortText.min(1),
    tolerance: text(20).describe('e.g. "±0.5 in"'),
    values: z
      .record(text(20).min(1), z.number().min(0).max(10_000))
      .refine((v) => Object.keys(v).length <= 40, 'At most 40 sizes')
      .describe('The measurement by size'),
  })
  .strict();

const ArtworkPlacement = z
  .object({
    placement: shortText.min(1),
    method: shortText,
    widthIn: inches.optional(),
    heightIn: inches.optional(),
  })
  .strict();

const QuantityLine = z
  .object({ size: text(20).optional(), colourway: text(60).optional(), quantity })
  .strict();

const productName = text(120).min(1, 'Name the product');

export const ProductTechPack = z
  .object({
    kind: z.literal('PRODUCT'),
    productName,
    styleNumber: text(40).optional(),
    category: shortText.optional(),
    description: longText.optional(),
    images: z.array(TechPackImage).max(20, 'At most 20 images').optional(),
    billOfMaterials: z.array(BomLine).max(100, 'At most 100 lines').optional(),
    colourways: z.array(Colourway).max(30, 'At most 30 colourways').optional(),
    sizeRange: z.array(text(20).min(1)).max(40, 'At most 40 sizes').optional(),
    measurements: z.array(Measurement).max(60, 'At most 60 points of measure').optional(),
    construction: longText.optional(),
    artworkPlacements: z.array(ArtworkPlacement).max(30, 'At most 30 placements').optional(),
    labelsAndCare: longText.optional(),
    packagingNotes: longText.optional(),
    quantities: z.array(QuantityLine).max(400, 'At most 400 lines').optional(),
    moq: quantity.optional(),
    targetUnitCostCents: cents.optional(),
    incoterm: Incoterm.optional(),
    destination: Destination.optional(),
    sampleDate: isoDate.optional(),
    productionDate: isoDate.optional(),
    htsCandidate: htsCode.optional(),
    countryOfOrigin: countryCode.optional(),
  })
  .strict();

export const PackagingTechPack = z
  .object({
    kind: z.literal('PACKAGING'),
    productName,
    boxType: BoxType.optional(),
    internalDimensionsIn: Dimensions.optional(),
    externalDimensionsIn: Dimensions.optional(),
    board: text(80).optional().describe('e.g. "E-flute kraft"'),
    strength: text(40).optional().describe('e.g. "32 ECT"'),
    printMethod: text(80).optional(),
    printColours: z.number().int().min(0).max(20).optional(),
    finish: text(120).optional(),
    inserts: text(1000).optional(),
    dieline: z.object({ uploadId: z.number().int().positive() }).strict().optional(),
    quantity: quantity.optional(),
    tolerancePercent: z.number().min(0).max(100).optional(),
    targetUnitCostCents: cents.optional(),
    incoterm: Incoterm.optional(),
    destination: Destination.optional(),
    countryOfOrigin: countryCode.optional(),
  })
  .strict();

/** A tech pack's content, by kind: a product, or its packaging. */
export const TechPackBody = z.discriminatedUnion('kind', [ProductTechPack, PackagingTechPack]);
export type TechPackBody = z.infer<typeof TechPackBody>;

const note = text(200).optional().describe("What changed, shown in the version's history");

export const CreateTechPackBody = z
  .object({ agentType: TechPackAgentType, body: TechPackBody })
  .strict()
  .refine((b) => b.agentType !== 'PACKAGING' || b.body.kind === 'PACKAGING', {
    message: 'The packaging agent takes a PACKAGING tech pack',
    path: ['body', 'kind'],
  });
export type CreateTechPackBody = z.infer<typeof CreateTechPackBody>;

export const UpdateTechPackBody = z
  .object({
    baseVersion: z.number().int().positive().describe('The version the edit started from'),
    body: TechPackBody,
    note,
  })
  .strict();
export type UpdateTechPackBody = z.infer<typeof UpdateTechPackBody>;

export const RestoreTechPackBody = z
  .object({
    version: z.number().int().positive().describe('The version whose content becomes the newest'),
    baseVersion: z.number().int().positive().optional().describe('When given, 409 unless still current'),
    note,
  })
  .strict();
export type RestoreTechPackBody = z.infer<typeof RestoreTechPackBody>;

export const TechPackQuery = z.object({
  version: z.coerce.number().int().positive().optional().describe('That version; the current one by default'),
});

export const TechPackHistoryQuery = listQuery(['updatedAt']).extend({
  agentType: TechPackAgentType.optional(),
});
export const TechPackHistoryCountQuery = z.object({ agentType: TechPackAgentType.optional() });

/** One line of the history: a tech pack and its current version. */
export const TechPackSummary = z.object({
  id: z.number().int(),
  agentType: TechPackAgentType,
  kind: TechPackKind,
  productName: z.string(),
  currentVersion: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TechPackSummary = z.infer<typeof TechPackSummary>;

/** A tech pack at one version (the current one unless asked), with its content. */
export const TechPack = TechPackSummary.extend({
  version: z.number().int(),
  versionCreatedAt: z.string(),
  versionCreatedBy: z.string().nullable().describe('Who saved the version (email); null when unknown'),
  note: z.string().nullable(),
  body: TechPackBody,
});
export type TechPack = z.infer<typeof TechPack>;

export const TechPackVersion = z.object({
  version: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  note: z.string().nullable(),
});
export type TechPackVersion = z.infer<typeof TechPackVersion>;
