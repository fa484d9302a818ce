import { ImageIndexStatus, ImageSearchQuery, ImageSearchResult } from '../../../shared/contract/image-search';
import { ErrorBody } from '../../../shared/contract/shared-shapes';
import type { AppDeps } from '../../app-deps';
import { storeCtx } from '../../http/auth';
import type { Api } from '../../http/types';
import { imageIndexStatus } from './index-images';
import { searchByImage } from './search-by-image';

const config = { access: 'store' } as const;
const tags = ['catalog'];
const base = '/web/sourcing/home/image-search';

/** Search the catalog by an image (spec §7 sourcing home), and how far indexing has got. */
export function imageSearchRoutes(app: Api, deps: AppDeps) {
  app.get(
    base,
    {
      config,
      schema: {
        tags,
        summary: 'Catalog items that look like an uploaded image or a catalog picture',
        querystring: ImageSearchQuery,
        response: {
          200: ImageSearchResult,
          400: ErrorBody,
          404: ErrorBody,
          413: ErrorBody,
          415: ErrorBody,
        },
      },
    },
    async (req) => searchByImage(deps, storeCtx(req.ctx), req.query),
  );
  app.get(
    `${base}/status`,
    {
      config,
      schema: {
        tags,
        summary: 'How many catalog pictures are indexed for image search',
        response: { 200: ImageIndexStatus },
      },
    },
    async () => imageIndexStatus(deps.db),
  );
}
