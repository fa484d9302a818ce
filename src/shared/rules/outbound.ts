// The warehouse's outbound vocabulary (issue 23, decision 045): the standard boxes packers choose from, which
// shipping methods are expedited (they go first in the queue) and which label rate a founder's method maps to.

/** A standard box on the packing bench; inside dimensions in inches, empty weight in ounces. */
export type Box = {
  code: string;
  label: string;
  lengthIn: number;
  widthIn: number;
  heightIn: number;
  tareOz: number;
};

export const BOXES = [
  { code: 'POLY_10X13', label: 'Poly mailer 10×13', lengthIn: 13, widthIn: 10, heightIn: 1, tareOz: 1 },
  { code: 'BOX_6X6X6', label: 'Small box 6×6×6', lengthIn: 6, widthIn: 6, heightIn: 6, tareOz: 4 },
  { code: 'BOX_10X8X4', label: 'Medium flat box 10×8×4', lengthIn: 10, widthIn: 8, heightIn: 4, tareOz: 6 },
  { code: 'BOX_12X12X8', label: 'Medium box 12×12×8', lengthIn: 12, widthIn: 12, heightIn: 8, tareOz: 10 },
  { code: 'BOX_18X14X10', label: 'Large box 18×14×10', lengthIn: 18, widthIn: 14, heightIn: 10, tareOz: 18 },
] as const satisfies readonly Box[];

export type BoxCode = (typeof BOXES)[number]['code'];
export const BOX_CODES = BOXES.map((b) => b.code) as [BoxCode, ...BoxCode[]];
export const boxOf = (code: string): Box | undefined => BOXES.find((b) => b.code === code);

/** The heaviest parcel the bench weighs: 150 lb, the carriers' limit. */
export const MAX_PACK_WEIGHT_OZ = 150 * 16;

/** Shipping methods a founder may choose, with the transit days the rate shop looks for (null: cheapest). */
const METHOD_DAYS: Record<string, number | null> = {
  STANDARD: null,
  ECONOMY: null,
  GROUND: null,
  EXPEDITED: 3,
  PRIORITY: 3,
  TWO_DAY: 2,
  '2_DAY': 2,
  EXPRESS: 2,
  OVERNIGHT: 1,
  NEXT_DAY: 1,
};

const norm = (method: string) =>
  method
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');

/** Transit days a founder's method asks for, or null when the cheapest rate honours it. */
export const methodDays = (method: string): number | null => METHOD_DAYS[norm(method)] ?? null;

/** Expedited methods are picked first (the queue's priority). */
export const isExpedited = (method: string) => methodDays(method) !== null;

/** The methods whose orders jump the queue, for a SQL `in (...)`. */
export const EXPEDITED_METHODS = Object.entries(METHOD_DAYS)
  .filter(([, d]) => d !== null)
  .map(([m]) => m);

/**
 * The rate a founder's method maps to: the cheapest rate that arrives within the method's days (or the
 * fastest when none does); the cheapest rate for standard methods. Rates come cheapest first.
 */
export function suggestedRateId(
  rates: readonly { id: string; amountCents: number; estimatedDays: number | null }[],
  method: string,
): string | null {
  if (rates.length === 0) return null;
  const days = methodDays(method);
  if (days === null) return rates[0]!.id;
  const fits = rates.filter((r) => r.estimatedDays !== null && r.estimatedDays <= days);
  if (fits.length > 0) return fits[0]!.id;
  const fastest = [...rates].sort(
    (a, b) => (a.estimatedDays ?? 99) - (b.estimatedDays ?? 99) || a.amountCents - b.amountCents,
  );
  return fastest[0]!.id;
}
