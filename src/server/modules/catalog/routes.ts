import type { AppDeps } from '../../app-deps';
import type { Api } from '../../http/types';
import { catalogCompanyRoutes } from './company-routes';
import { catalogImageRoutes } from './images/routes';
import { catalogItemRoutes } from './item-routes';

/**
 * The sourcing marketplace's catalog: categories, suppliers, items and their procedural pictures. Image
 * search and the supplier portal are modules of their own, registered beside it in app.ts.
 */
export function catalogRoutes(app: Api, deps: AppDeps) {
  catalogCompanyRoutes(app, deps);
  catalogItemRoutes(app, deps);
  catalogImageRoutes(app, deps);
}
