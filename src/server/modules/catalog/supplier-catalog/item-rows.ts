import { and, eq } from 'drizzle-orm';
import type { SupplierItem, SupplierItemBody } from '../../../../shared/contract/supplier-portal';
import { formatColorOptions, parseColorOptions } from '../../../../shared/rules/color-options';
import { lowestUnitPrice } from '../../../../shared/rules/price-tiers';
import { catalogItems } from '../../../db/schema/catalog';
import { itemPictureUrls } from '../rows';
import type { ListedItem } from '../search/search-vocabulary';

const i = catalogItems;

/** The columns of a supplier's own product (named, so no other column leaks). */
export const supplierItemColumns = {
  id: i.id,
  categoryId: i.categoryId,
  tab: i.tab,
  title: i.title,
  description: i.description,
  imageCount: i.imageCount,
  imageUrls: i.imageUrls,
  priceTiers: i.priceTiers,
  productionMinPriceCents: i.productionMinPriceCents,
  moq: i.moq,
  stockStatus: i.stockStatus,
  colorOptions: i.colorOptions,
  packing: i.packing,
  isSampleKit: i.isSampleKit,
  rank: i.rank,
  seed: i.seed,
  enabledAt: i.enabledAt,
  disabledAt: i.disabledAt,
};
export type SupplierItemRow = { [K in keyof typeof supplierItemColumns]: (typeof i.$inferSelect)[K] };

export function toSupplierItem(row: SupplierItemRow): SupplierItem {
  const { imageCount: _n, rank: _r, seed: _s, ...rest } = row;
  return {
    ...rest,
    imageUrls: itemPictureUrls(row),
    isEnabled: row.disabledAt === null,
    enabledAt: row.enabledAt.toISOString(),
    disabledAt: row.disabledAt?.toISOString() ?? null,
  };
}

/** One of the company's items by id (another supplier's id matches nothing: 404, never 403). */
export const ownItem = (companyId: number, id: number) => and(eq(i.id, id), eq(i.companyId, companyId));

/** The item as the vocabulary sees it: listed while enabled. */
export const listedItem = (row: Pick<SupplierItemRow, 'id' | 'title' | 'rank' | 'disabledAt'>): ListedItem =>
  row.disabledAt === null ? { id: row.id, title: row.title, rank: row.rank } : null;

/** The columns a product body sets (tiers in quantity order, the colour string in its canonical form). */
export function itemFields(body: SupplierItemBody) {
  const priceTiers = [...body.priceTiers].sort((a, b) => a.minQuantity - b.minQuantity);
  return {
    title: body.title,
    description: body.description,
    categoryId: body.categoryId,
    priceTiers,
    productionMinPriceCents: lowestUnitPrice(priceTiers),
    moq: body.moq,
    stockStatus: body.stockStatus,
    colorOptions: formatColorOptions(parseColorOptions(body.colorOptions)),
    packing: body.packing,
    isSampleKit: body.isSampleKit,
  };
}
