import type { AppDeps } from '../../app-deps';
import type { Api } from '../../http/types';
import { aiIdeaRoutes } from './idea-routes';
import { designImageRoutes } from './image-routes';
import { aiProductRoutes } from './product-routes';

/** AI product design and ideation (spec §7): design images, AI products, AI ideas. */
export function aiDesignRoutes(app: Api, deps: AppDeps) {
  designImageRoutes(app, deps);
  aiProductRoutes(app, deps);
  aiIdeaRoutes(app, deps);
}
