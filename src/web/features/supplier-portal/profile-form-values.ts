// The profile form's values (the sample price in dollars, "custom" as switches) and the API body, checked with
// the contract's own schema so the form and the server say the same thing.
import {
  type SupplierProfile,
  UpdateSupplierProfileBody,
  type UpdateSupplierProfileInput,
} from '../../../shared/contract/supplier-portal';
import { centsToDollars, dollarsToCents } from '../../../shared/rules/money';
import { errorCollector, placeServerErrors } from './form-errors';

export type ProfileValues = {
  name: string;
  description: string;
  logoUrl: string | null;
  countryCode: string;
  capabilities: string[];
  baseProducts: string[];
  categoryIds: string[];
  customMoq: boolean;
  moq: number | string;
  customSamplePrice: boolean;
  samplePrice: number | string;
  productionDays: number | string;
  isOnlineNow: boolean;
};

export function profileValues(p: SupplierProfile): ProfileValues {
  return {
    name: p.name,
    description: p.description,
    logoUrl: p.hasCustomLogo ? p.logoUrl : null,
    countryCode: p.countryCode,
    capabilities: p.capabilities,
    baseProducts: p.baseProducts,
    categoryIds: p.categoryIds.map(String),
    customMoq: p.moq === null,
    moq: p.moq ?? '',
    customSamplePrice: p.samplePriceCents === null,
    samplePrice: p.samplePriceCents === null ? '' : centsToDollars(p.samplePriceCents),
    productionDays: p.productionDays,
    isOnlineNow: p.isOnlineNow,
  };
}

export function profileBody(v: ProfileValues): UpdateSupplierProfileInput {
  return {
    name: v.name,
    description: v.description,
    logoUrl: v.logoUrl,
    countryCode: v.countryCode,
    capabilities: v.capabilities,
    baseProducts: v.baseProducts,
    categoryIds: v.categoryIds.map(Number),
    moq: v.customMoq ? null : Number(v.moq),
    samplePriceCents: v.customSamplePrice ? null : dollarsToCents(Number(v.samplePrice)),
    productionDays: Number(v.productionDays),
    isOnlineNow: v.isOnlineNow,
  };
}

const FIELD_OF: Record<string, keyof ProfileValues> = { samplePriceCents: 'samplePrice' };
const fieldOf = (path: readonly PropertyKey[]) => {
  const head = String(path[0] ?? 'form');
  return FIELD_OF[head] ?? head;
};

export function validateProfile(v: ProfileValues): Record<string, string> {
  const { errors, put } = errorCollector();
  if (!v.customMoq && v.moq === '') put('moq', 'Enter your MOQ, or choose custom');
  if (!v.customSamplePrice && v.samplePrice === '')
    put('samplePrice', 'Enter a sample price, or choose custom quote');
  if (v.productionDays === '') put('productionDays', 'Enter your production time');
  if (!v.countryCode) put('countryCode', 'Pick your country');
  const parsed = UpdateSupplierProfileBody.safeParse(profileBody(v));
  if (!parsed.success) for (const issue of parsed.error.issues) put(fieldOf(issue.path), issue.message);
  return errors;
}

/** Server field paths (`body.samplePriceCents`) as form errors. */
export const profileServerErrors = (details: readonly { path: string; message: string }[]) =>
  placeServerErrors(details, fieldOf);
