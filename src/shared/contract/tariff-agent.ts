import { z } from 'zod';
import { SHIP_MODES } from '../tariff/landed-cost';
import { Incoterm } from './tech-packs';

// The tariff-rate agent (issue 24; first spec document §2 /tariff-rate-agent): landed cost of one shipment from
// up to 8 countries of origin, side by side, from the embedded tariff table (src/shared/tariff), and HTS
// candidates for a product with the reason for each. Everything is an estimate with the table's as-of date.

export const MAX_COMPARED_COUNTRIES = 8;

const countryCode = z.string().regex(/^[A-Z]{2}$/, 'Two capital letters (ISO 3166-1 alpha-2), e.g. CN');
const htsCode = z
  .string()
  .trim()
  .regex(/^(\d{8}|\d{4}\.\d{2}\.\d{2})$/, 'An 8-digit HTS code, e.g. 6109.10.00 or 61091000');
const cents = z.number().int('Whole cents').min(0).max(1_000_000_000);

export const LandedCostBody = z
  .object({
    hts: htsCode,
    countries: z
      .array(countryCode)
      .min(1, 'Choose at least one country of origin')
      .max(MAX_COMPARED_COUNTRIES, `At most ${MAX_COMPARED_COUNTRIES} countries`)
      .refine((c) => new Set(c).size === c.length, 'Each country once'),
    fobUnitCents: cents.describe('Unit price at the port of origin (FOB)'),
    quantity: z.number().int('A whole number').min(1).max(10_000_000),
    freightCents: cents.optional().describe('International freight for the whole shipment (0 by default)'),
    insuranceCents: cents.optional(),
    brokerCents: cents.optional().describe("The customs broker's fee for the entry"),
    incoterm: Incoterm.optional().describe('Echoed; the unit price is always taken as FOB'),
    mode: z.enum(SHIP_MODES).default('OCEAN').describe('HMF applies to ocean shipments only'),
    netGramsPerUnit: z
      .number()
      .int()
      .min(1)
      .max(1_000_000)
      .optional()
      .describe('Needed only for a line whose duty is per kilogram'),
  })
  .strict();
export type LandedCostBody = z.input<typeof LandedCostBody>;

const DutyRate = z.object({
  adValoremPct: z.number(),
  perUnitCents: z.number().optional(),
  unit: z.enum(['kg', 'each', 'dozen']).optional(),
});

/** One country's landed cost, every term in cents (shared/tariff/landed-cost.ts). */
export const CountryLandedCost = z.object({
  countryCode: z.string(),
  goodsCents: z.number().int().describe('FOB unit price × quantity'),
  freightCents: z.number().int(),
  insuranceCents: z.number().int(),
  customsValueCents: z.number().int().describe('Transaction value: the goods without freight and insurance'),
  baseDuty: z.object({
    column: z.enum(['GENERAL', 'COLUMN_2', 'DOMESTIC']).describe('DOMESTIC: made in the US, no entry'),
    rate: DutyRate,
    cents: z.number().int(),
  }),
  additionalDuties: z.array(
    z.object({
      program: z.string().describe('e.g. "Section 301 China, list 3"'),
      ratePct: z.number(),
      effectiveFrom: z.string(),
      effectiveTo: z.string().optional(),
      cents: z.number().int(),
    }),
  ),
  mpf: z.object({
    fiscalYear: z.number().int(),
    entryType: z.enum(['FORMAL', 'INFORMAL', 'NONE']),
    ratePct: z.number(),
    minCents: z.number().int(),
    maxCents: z.number().int(),
    informalCents: z.number().int(),
    cents: z.number().int(),
  }),
  hmf: z.object({ applies: z.boolean(), ratePct: z.number(), cents: z.number().int() }),
  brokerCents: z.number().int(),
  dutiesAndFeesCents: z.number().int(),
  landedCostCents: z.number().int(),
  landedUnitCents: z.number().int(),
});
export type CountryLandedCost = z.infer<typeof CountryLandedCost>;

export const LandedCostResponse = z.object({
  hts: z.string(),
  description: z.string(),
  asOf: z.string().describe("The tariff table's as-of date"),
  estimate: z.literal(true),
  entryDate: z.string().describe('The entry date the duties and fees were looked up for (today, UTC)'),
  mode: z.enum(SHIP_MODES),
  incoterm: Incoterm.nullable(),
  quantity: z.number().int(),
  cheapestCountryCode: z.string(),
  results: z.array(CountryLandedCost).describe('Cheapest landed cost first; ties by country code'),
});
export type LandedCostResponse = z.infer<typeof LandedCostResponse>;

export const ClassifyBody = z
  .object({
    techPackId: z.number().int().positive().optional().describe("One of the store's tech packs"),
    description: z.string().trim().min(3, 'Describe the product in a few words').max(2000).optional(),
    category: z
      .string()
      .trim()
      .max(120)
      .optional()
      .describe("A catalog category (the tech pack's by default)"),
  })
  .strict()
  .refine((b) => (b.techPackId === undefined) !== (b.description === undefined), {
    message: 'Give a techPackId or a description, not both',
    path: ['description'],
  });
export type ClassifyBody = z.infer<typeof ClassifyBody>;

export const HtsCandidate = z.object({
  hts: z.string(),
  description: z.string(),
  reason: z.string(),
  /** The general (column 1) rate of the line, for the founder's choice. */
  general: DutyRate,
});
export type HtsCandidate = z.infer<typeof HtsCandidate>;

export const ClassifyResponse = z.object({
  source: z.enum(['EMBEDDED', 'MODEL']).describe('The keyword mapping, or the configured model'),
  text: z.string().describe('What was classified'),
  category: z.string().nullable(),
  techPackId: z.number().int().nullable(),
  version: z.number().int().nullable().describe('The tech pack version read'),
  currentHts: z.string().nullable().describe("The tech pack's HTS candidate before this"),
  candidates: z.array(HtsCandidate).describe('Most likely first; empty when nothing matched'),
  refused: z.array(z.string()).describe('Codes the answer named that the tariff table does not hold'),
  asOf: z.string(),
});
export type ClassifyResponse = z.infer<typeof ClassifyResponse>;
