import { PRODUCT_SILHOUETTES, SERVICE_SILHOUETTES } from '../../../../shared/rules/silhouettes';

/** Silhouettes the image renderer draws for the catalog; each subgroup names one. */
export const SHAPES = [...PRODUCT_SILHOUETTES, ...SERVICE_SILHOUETTES] as const;
export type Shape = (typeof SHAPES)[number];

export type CatalogTab =
  | 'PRODUCTS'
  | 'ECOMMERCE_PACKAGING'
  | 'BUSINESS_CREATIVE_SERVICES'
  | 'WEBSITE_DEVELOPMENT';

/** [subgroup name, silhouette, product nouns used in titles]. */
export type SubgroupDef = readonly [string, Shape, readonly string[]];

/** A group: its subgroups and the words titles are built from (`{material} {noun} {detail}, {size}`). */
export type GroupDef = {
  subgroups: readonly SubgroupDef[];
  materials: readonly string[];
  details: readonly string[];
  sizes: readonly string[];
};

export type VerticalDef = {
  tab: CatalogTab;
  name: string;
  /** Unit price range at volume, in cents. */
  price: readonly [number, number];
  /** Typical MOQ range. */
  moq: readonly [number, number];
  /** Share of the catalog's items. */
  weight: number;
  capabilities: readonly string[];
  groups: Readonly<Record<string, GroupDef>>;
};
