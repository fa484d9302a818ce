import type { ComponentType } from 'react';

// Other features' components, as the catalog's pages show them. app/ hands them in (app/pages/), since a
// feature never imports another one; the props named here are the ones the pages pass.

/** The reviews feature's ReviewsSection: a supplier's reviews, or one product's; read-only on a preview. */
export type CatalogReviewsSection = ComponentType<{ companyId: number; itemId?: number; readOnly?: boolean }>;
