import type { FastifyReply } from 'fastify';
import { CompanyImageParams, ItemImageParams } from '../../../../shared/contract/catalog';
import { FileSizeQuery } from '../../../../shared/contract/uploads';
import type { AppDeps } from '../../../app-deps';
import type { Api } from '../../../http/types';
import { type CatalogImageTarget, openCatalogImage } from './catalog-image';

const tags = ['catalog'];
/**
 * The picture behind one of these URLs changes when its supplier or product is renamed, a logo is uploaded
 * or a product moves to another category, so it is fresh for minutes, then revalidated by its ETag (a 304
 * costs no rendering and no bytes). For a week after, a browser paints the copy it has at once and
 * revalidates in the background (stale-while-revalidate): a results grid shows its pictures with its first
 * paint, and a changed picture is seen from the next view on. Decision 031.
 */
const HEADERS = {
  'cache-control': 'public, max-age=300, stale-while-revalidate=604800',
  'x-content-type-options': 'nosniff',
};

/** Procedural catalog pictures (public, like /files): PNG, `size` gives the resized copies. */
export function catalogImageRoutes(app: Api, deps: AppDeps) {
  const send = async (
    target: CatalogImageTarget,
    size: FileSizeQuery['size'],
    reply: FastifyReply,
    ifNoneMatch: string | undefined,
  ) => {
    const img = await openCatalogImage({ db: deps.db, storage: deps.storage }, target, size);
    // An uploaded logo can change, so the way to it is never cached (the file itself is, under its key).
    if (img.redirect !== undefined) {
      const query = size && size !== 'original' ? `?size=${size}` : '';
      return reply.header('cache-control', 'no-cache').redirect(`${img.redirect}${query}`, 302);
    }
    reply.headers(HEADERS).header('etag', img.etag);
    if (ifNoneMatch?.split(',').some((tag) => tag.trim() === img.etag)) {
      img.body.destroy();
      return reply.code(304).send();
    }
    reply.type(img.contentType).header('content-length', img.size);
    return reply.send(img.body);
  };
  app.get(
    '/catalog-images/items/:id/:n',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Picture n (0-based) of a catalog item',
        params: ItemImageParams,
        querystring: FileSizeQuery,
      },
    },
    async (req, reply) =>
      send({ kind: 'item', ...req.params }, req.query.size, reply, req.headers['if-none-match']),
  );
  app.get(
    '/catalog-images/companies/:id',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Logo of a supplier', params: CompanyImageParams, querystring: FileSizeQuery },
    },
    async (req, reply) =>
      send({ kind: 'company', id: req.params.id }, req.query.size, reply, req.headers['if-none-match']),
  );
}
