import { type SQL, sql } from 'drizzle-orm';
import type { CatalogCompany, CatalogItem } from '../../../shared/contract/catalog';
import { API_BASE_PATH } from '../../../shared/contract/http';
import { catalogCompanies, catalogItems } from '../../db/schema/catalog';
import { favoriteCompanies, favoriteItems } from '../../db/schema/catalog-favorites';

/** Who is looking: a store (its favorites are marked) or nobody signed in (a public preview page). */
export type Viewer = { storeId: number | null };

// Named columns of suppliers and items and their contract shapes; `isFavorite` is a correlated EXISTS on
// the caller's store, so a page of results is one query (no N+1).

export const companyImageUrl = (id: number) => `${API_BASE_PATH}/catalog-images/companies/${id}`;
export const itemImageUrls = (id: number, count: number) =>
  Array.from({ length: count }, (_, n) => `${API_BASE_PATH}/catalog-images/items/${id}/${n}`);
const ITEM_IMAGE_PATH = new RegExp(`^${API_BASE_PATH}/catalog-images/items/(\\d{1,10})/(\\d)$`);
/** Which generated picture an `itemImageUrls` path is (item id, 0-based n), or null for any other. */
export function itemImageOf(path: string): { itemId: number; n: number } | null {
  const m = ITEM_IMAGE_PATH.exec(path);
  return m ? { itemId: Number(m[1]), n: Number(m[2]) } : null;
}
/** A supplier's logo: the one it uploaded, else the generated one. */
export const companyLogoUrl = (row: { id: number; logoUrl: string | null }) =>
  row.logoUrl ?? companyImageUrl(row.id);
/** An item's pictures: the ones its supplier chose, else the ones generated from its seed. */
export const itemPictureUrls = (row: { id: number; imageCount: number; imageUrls: string[] | null }) =>
  row.imageUrls ?? itemImageUrls(row.id, row.imageCount);

export function companySelection(storeId: number | null) {
  return {
    id: catalogCompanies.id,
    name: catalogCompanies.name,
    countryCode: catalogCompanies.countryCode,
    region: catalogCompanies.region,
    description: catalogCompanies.description,
    capabilities: catalogCompanies.capabilities,
    baseProducts: catalogCompanies.baseProducts,
    categoryIds: catalogCompanies.categoryIds,
    moq: catalogCompanies.moq,
    samplePriceCents: catalogCompanies.samplePriceCents,
    productionDays: catalogCompanies.productionDays,
    orderVolume: catalogCompanies.orderVolume,
    isOnlineNow: catalogCompanies.isOnlineNow,
    logoUrl: catalogCompanies.logoUrl,
    firstEnabledAt: catalogCompanies.firstEnabledAt,
    tariffRatePercent: catalogCompanies.tariffRatePercent,
    reviewAverage: catalogCompanies.reviewAverage,
    reviewCount: catalogCompanies.reviewCount,
    isVerified: catalogCompanies.isVerified,
    isFavorite:
      storeId === null
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from ${favoriteCompanies} where ${favoriteCompanies.storeId} = ${storeId} and ${favoriteCompanies.companyId} = ${catalogCompanies.id})`,
  };
}

export function itemSelection(storeId: number | null) {
  return {
    id: catalogItems.id,
    companyId: catalogItems.companyId,
    companyName: catalogCompanies.name,
    categoryId: catalogItems.categoryId,
    title: catalogItems.title,
    description: catalogItems.description,
    imageCount: catalogItems.imageCount,
    imageUrls: catalogItems.imageUrls,
    priceTiers: catalogItems.priceTiers,
    productionMinPriceCents: catalogItems.productionMinPriceCents,
    moq: catalogItems.moq,
    stockStatus: catalogItems.stockStatus,
    colorOptions: catalogItems.colorOptions,
    packing: catalogItems.packing,
    rank: catalogItems.rank,
    enabledAt: catalogItems.enabledAt,
    rankedAt: catalogItems.rankedAt,
    isSampleKit: catalogItems.isSampleKit,
    countryCode: catalogCompanies.countryCode,
    isFavorite:
      storeId === null
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from ${favoriteItems} where ${favoriteItems.storeId} = ${storeId} and ${favoriteItems.itemId} = ${catalogItems.id})`,
  };
}

type Selected<T> = {
  [K in keyof T]: T[K] extends SQL<infer D>
    ? D
    : T[K] extends { _: { data: infer D; notNull: infer N } }
      ? N extends true
        ? D
        : D | null
      : never;
};
export type CompanyRow = Selected<ReturnType<typeof companySelection>>;
export type ItemRow = Selected<ReturnType<typeof itemSelection>>;

export function toCatalogCompany(row: CompanyRow): CatalogCompany {
  return {
    ...row,
    logoUrl: companyLogoUrl(row),
    firstEnabledAt: row.firstEnabledAt.toISOString(),
    isFavorite: Boolean(row.isFavorite),
  };
}

export function toCatalogItem(row: ItemRow): CatalogItem {
  const { imageCount: _count, ...rest } = row;
  return {
    ...rest,
    imageUrls: itemPictureUrls(row),
    enabledAt: row.enabledAt.toISOString(),
    rankedAt: row.rankedAt.toISOString(),
    isFavorite: Boolean(row.isFavorite),
  };
}
