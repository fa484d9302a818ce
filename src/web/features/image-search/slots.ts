import type { ComponentType } from 'react';
import type { CatalogItem } from '../../../shared/contract/catalog';

// The catalog's component, as the search-by-image page shows it. app/ hands it in (app/pages/), since a
// feature never imports another one.

/** The catalog feature's ItemCard: a product in the results grid, linking to its page. */
export type ImageSearchItemCard = ComponentType<{ item: CatalogItem; isPriority?: boolean }>;
