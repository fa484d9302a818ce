// The product form's values (what the inputs hold: prices in dollars, colours as rows) and how they become
// the API body. The body is checked with the contract's own schema (SupplierItemBody), so the form and the
// server say the same thing; its issues are placed on the form's fields.
import {
  type SupplierItem,
  SupplierItemBody,
  type SupplierItemInput,
} from '../../../shared/contract/supplier-portal';
import {
  type ColorOption,
  colorOptionListProblems,
  formatColorOptions,
  parseColorOptions,
} from '../../../shared/rules/color-options';
import { centsToDollars, dollarsToCents } from '../../../shared/rules/money';
import { errorCollector, placeServerErrors } from './form-errors';

export type TierRow = { minQuantity: number | string; unitPrice: number | string };
export type ProductValues = {
  title: string;
  description: string;
  categoryId: string | null;
  imageUrls: string[];
  moq: number | string;
  tiers: TierRow[];
  stockStatus: SupplierItemInput['stockStatus'];
  colors: ColorOption[];
  packing: SupplierItemInput['packing'];
  isSampleKit: boolean;
};

export function productValues(item: SupplierItem | null): ProductValues {
  if (!item)
    return {
      title: '',
      description: '',
      categoryId: null,
      imageUrls: [],
      moq: 100,
      tiers: [{ minQuantity: 100, unitPrice: '' }],
      stockStatus: 'IN_STOCK',
      colors: [],
      packing: 'PARCEL',
      isSampleKit: false,
    };
  return {
    title: item.title,
    description: item.description,
    categoryId: String(item.categoryId),
    imageUrls: item.imageUrls,
    moq: item.moq,
    tiers: item.priceTiers.map((t) => ({
      minQuantity: t.minQuantity,
      unitPrice: centsToDollars(t.unitPriceCents),
    })),
    stockStatus: item.stockStatus,
    colors: parseColorOptions(item.colorOptions),
    packing: item.packing,
    isSampleKit: item.isSampleKit,
  };
}

const blank = (v: number | string) => v === '' || v === null || v === undefined;

export function productBody(v: ProductValues): SupplierItemInput {
  return {
    title: v.title,
    description: v.description,
    categoryId: v.categoryId === null ? 0 : Number(v.categoryId),
    imageUrls: v.imageUrls,
    priceTiers: v.tiers.map((t) => ({
      minQuantity: Number(t.minQuantity),
      unitPriceCents: blank(t.unitPrice) ? 0 : dollarsToCents(Number(t.unitPrice)),
    })),
    moq: Number(v.moq),
    stockStatus: v.stockStatus,
    colorOptions: formatColorOptions(v.colors),
    packing: v.packing,
    isSampleKit: v.isSampleKit,
  };
}

/** Contract paths (`priceTiers.1.unitPriceCents`) as form fields (`tiers.1.unitPrice`). */
export function formFieldOf(path: readonly PropertyKey[]): string {
  const [head, ...rest] = path.map(String);
  if (head === 'priceTiers') {
    const [index, field] = rest;
    if (index === undefined) return 'tiers';
    return `tiers.${index}.${field === 'unitPriceCents' ? 'unitPrice' : (field ?? 'minQuantity')}`;
  }
  if (head === 'colorOptions') return 'colors';
  if (head === 'imageUrls') return 'imageUrls';
  return head ?? 'form';
}

/**
 * Every problem of the form, by field: blanks first (in words a form uses), then the contract's rules on the
 * body (price tiers against the MOQ, …), and the colour rows one by one.
 */
export function validateProduct(v: ProductValues): Record<string, string> {
  const { errors, put } = errorCollector();
  if (v.categoryId === null) put('categoryId', 'Pick a category');
  if (blank(v.moq)) put('moq', 'Enter the MOQ');
  v.tiers.forEach((t, i) => {
    if (blank(t.minQuantity)) put(`tiers.${i}.minQuantity`, 'Enter a quantity');
    if (blank(t.unitPrice)) put(`tiers.${i}.unitPrice`, 'Enter a price');
  });
  for (const p of colorOptionListProblems(v.colors))
    put(p.field ? `colors.${p.index}.${p.field}` : 'colors', p.message);
  const parsed = SupplierItemBody.safeParse(productBody(v));
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = formFieldOf(issue.path);
      if (field === 'colors' && Object.keys(errors).some((k) => k.startsWith('colors'))) continue;
      if (field === 'categoryId' && v.categoryId === null) continue;
      put(field, issue.message);
    }
  return errors;
}

/** Server field paths (`body.priceTiers.0.unitPriceCents`) as form errors. */
export const serverFieldErrors = (details: readonly { path: string; message: string }[]) =>
  placeServerErrors(details, formFieldOf);
