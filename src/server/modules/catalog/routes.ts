import type { AppDeps } from '../../app-deps';
import type { Api } from '../../http/types';
import { catalogCompanyRoutes } from './company-routes';
import { imageSearchRoutes } from './image-search/routes';
import { catalogImageRoutes } from './images/routes';
import { catalogItemRoutes } from './item-routes';
import { supplierPortalRoutes } from './supplier-portal/routes';

/**
 * The sourcing marketplace's catalog: categories, suppliers, items, their procedural pictures, image search,
 * and the supplier portal (a supplier editing its own company and products).
 */
export function catalogRoutes(app: Api, deps: AppDeps) {
  catalogCompanyRoutes(app, deps);
  catalogItemRoutes(app, deps);
  catalogImageRoutes(app, deps);
  imageSearchRoutes(app, deps);
  supplierPortalRoutes(app, deps);
}
