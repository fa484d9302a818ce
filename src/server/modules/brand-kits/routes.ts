import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import {
  ArchiveBrandKitBody,
  ArchiveKitRequestsResponse,
  BrandKit,
  BrandKitListQuery,
  BrandKitParams,
  CreateBrandKitBody,
  CreateKitRequestBody,
  KitImageUploadQuery,
  KitListItem,
  KitRequest,
  LatestRequestQuery,
  RegenerateImagesBody,
  UpdateBrandKitBody,
} from '../../../shared/contract/brand-kits';
import { ErrorBody } from '../../../shared/contract/shared-shapes';
import { UPLOAD_MAX_BYTES } from '../../../shared/contract/uploads';
import type { AppDeps } from '../../app-deps';
import { storeCtx } from '../../http/auth';
import { AppError, invalid } from '../../http/errors';
import type { Api } from '../../http/types';
import {
  archiveBrandKit,
  archiveKitRequests,
  askForKitRequest,
  latestKitRequest,
  regenerateImages,
  resetBrandKit,
} from './kit-actions';
import { checkUploadSlot, uploadKitImage } from './kit-upload';
import { createBrandKit, getBrandKit, listBrandKits } from './kits';
import { brandKitPdf } from './public-kit';
import { publicKitRoutes } from './public-routes';
import { updateBrandKit } from './update-kit';

const store = { access: 'store' } as const;
const tags = ['brand-kits'];
export const KITS_BASE = '/web/brand-kit-modules';

/**
 * Business kits (spec §7 /web/brand-kit-modules): the founder's kits, their generations (background
 * requests), image slots and PDF; the public share page is in public-routes.ts.
 */
export async function brandKitsRoutes(app: Api, deps: AppDeps) {
  const base = KITS_BASE;
  const one = `${base}/:id`;
  app.post(
    base,
    {
      config: store,
      schema: {
        tags,
        summary: 'Start a kit from a category and a product idea; its generations start at once',
        body: CreateBrandKitBody,
        response: { 201: BrandKit, 400: ErrorBody, 422: ErrorBody },
      },
    },
    async (req, reply) => reply.status(201).send(await createBrandKit(deps, storeCtx(req.ctx), req.body)),
  );
  app.get(
    base,
    {
      config: store,
      schema: {
        tags,
        summary:
          'The store’s kits that have a category and a description (isArchived, size 9999, -createdAt)',
        querystring: BrandKitListQuery,
        response: { 200: z.array(KitListItem) },
      },
    },
    async (req) => listBrandKits(deps, storeCtx(req.ctx), req.query),
  );
  app.get(
    one,
    {
      config: store,
      schema: {
        tags,
        summary: 'One kit, with what is generating now',
        params: BrandKitParams,
        response: { 200: BrandKit },
      },
    },
    async (req) => getBrandKit(deps, storeCtx(req.ctx), req.params.id),
  );
  app.put(
    one,
    {
      config: store,
      schema: {
        tags,
        summary: 'Edit a kit (one transaction, through the kit rules: another idea resets what follows it)',
        params: BrandKitParams,
        body: UpdateBrandKitBody,
        response: { 200: BrandKit, 400: ErrorBody },
      },
    },
    async (req) => updateBrandKit(deps, storeCtx(req.ctx), req.params.id, req.body),
  );
  app.put(
    `${one}/archive`,
    {
      config: store,
      schema: {
        tags,
        summary: 'Archive a kit (or bring it back with isArchived false)',
        params: BrandKitParams,
        // No body at all archives too.
        body: ArchiveBrandKitBody.nullable(),
        response: { 200: BrandKit },
      },
    },
    async (req) => archiveBrandKit(deps, storeCtx(req.ctx), req.params.id, req.body?.isArchived ?? true),
  );
  app.post(
    `${one}/reset`,
    {
      config: store,
      schema: {
        tags,
        summary: 'Clear every section and generate all four again',
        params: BrandKitParams,
        response: { 200: BrandKit },
      },
    },
    async (req) => resetBrandKit(deps, storeCtx(req.ctx), req.params.id),
  );
  app.post(
    `${one}/requests`,
    {
      config: store,
      schema: {
        tags,
        summary: 'Generate one section again (a running generation of that type answers instead)',
        params: BrandKitParams,
        body: CreateKitRequestBody,
        response: { 202: KitRequest, 400: ErrorBody },
      },
    },
    async (req, reply) =>
      reply.status(202).send(await askForKitRequest(deps, storeCtx(req.ctx), req.params.id, req.body.type)),
  );
  app.get(
    `${one}/requests/latest`,
    {
      config: store,
      schema: {
        tags,
        summary: 'The latest generation request not archived (of a type), or null',
        params: BrandKitParams,
        querystring: LatestRequestQuery,
        response: { 200: KitRequest.nullable() },
      },
    },
    async (req) => latestKitRequest(deps, storeCtx(req.ctx), req.params.id, req.query.type),
  );
  app.put(
    `${one}/requests/archive`,
    {
      config: store,
      schema: {
        tags,
        summary: 'Archive the finished requests (old failures leave "latest"); running ones carry on',
        params: BrandKitParams,
        response: { 200: ArchiveKitRequestsResponse },
      },
    },
    async (req) => archiveKitRequests(deps, storeCtx(req.ctx), req.params.id),
  );
  app.post(
    `${one}/images/generate`,
    {
      config: store,
      schema: {
        tags,
        summary: 'Draw 4 new pictures for each slot: the first takes the slot, the rest go to its tray',
        params: BrandKitParams,
        body: RegenerateImagesBody,
        response: { 202: KitRequest, 400: ErrorBody, 409: ErrorBody },
      },
    },
    async (req, reply) =>
      reply.status(202).send(await regenerateImages(deps, storeCtx(req.ctx), req.params.id, req.body.slots)),
  );
  app.get(
    `${one}/pdf`,
    {
      config: store,
      schema: { tags, summary: 'The kit as a PDF of its five slides', params: BrandKitParams },
    },
    async (req, reply) => {
      const pdf = await brandKitPdf(deps, storeCtx(req.ctx), req.params.id);
      return reply.type('application/pdf').header('content-disposition', pdf.disposition).send(pdf.body);
    },
  );

  // Multipart only in the scope that takes files; the rest of the API stays JSON.
  await app.register(async (scope: Api) => {
    await scope.register(fastifyMultipart, { throwFileSizeLimit: false });
    scope.post(
      `${one}/images`,
      {
        config: store,
        schema: {
          tags,
          summary:
            'Put your own picture in a slot (multipart field "file"; png, jpg, jpeg, bmp, gif, webp, psd, svg, tiff, jfif; 20 MB)',
          consumes: ['multipart/form-data'],
          params: BrandKitParams,
          querystring: KitImageUploadQuery,
          response: { 200: BrandKit, 400: ErrorBody, 413: ErrorBody },
        },
      },
      async (req) => {
        const ctx = storeCtx(req.ctx);
        await checkUploadSlot(deps, ctx, req.params.id, req.query);
        if (!req.isMultipart())
          throw new AppError(
            'UNSUPPORTED_TYPE',
            'Send the picture as multipart/form-data in the field "file"',
          );
        const part = await req.file({
          limits: { fileSize: UPLOAD_MAX_BYTES + 1, files: 1, fields: 20, parts: 21 },
        });
        if (part?.fieldname !== 'file') {
          part?.file.resume();
          throw invalid('Attach the picture in the form field "file"');
        }
        try {
          return await uploadKitImage(deps, ctx, req.params.id, req.query, {
            fileName: part.filename,
            stream: part.file,
          });
        } finally {
          // Refused before reading (another store's kit, a bad slot or type): drain what is left.
          part.file.resume();
        }
      },
    );
  });

  publicKitRoutes(app, deps);
}
