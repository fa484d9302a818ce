import fastifyMultipart from '@fastify/multipart';
import { ErrorBody } from '../../../shared/contract/shared-shapes';
import {
  FileKeyParams,
  FileSizeQuery,
  LARGE_UPLOAD_MAX_BYTES,
  SignedUploadBody,
  SignedUploadParams,
  SignedUploadResponse,
  UPLOAD_MAX_BYTES,
  UploadedFile,
} from '../../../shared/contract/uploads';
import type { AppDeps } from '../../app-deps';
import { AppError, invalid } from '../../http/errors';
import type { Api } from '../../http/types';
import { closeAfterUnreadBody } from './close-unread';
import { openStoredFile } from './files';
import { saveUpload } from './save-upload';
import { createSignedUpload, receiveSignedUpload } from './signed-upload';
import { UNSAFE_NAME_CHARACTERS } from './upload-row';

const tags = ['uploads'];
const errors = { 400: ErrorBody, 413: ErrorBody, 415: ErrorBody };
/** Stored files never change under a key; svg gets a policy that keeps any script inert. */
const FILE_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
};
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";
/** Pictures and videos are shown inline; a PDF or any other file is a download, sandboxed if opened anyway. */
const INLINE_TYPES = /^(image|video)\//;
const DOWNLOAD_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** `attachment` with the stored name: plain ASCII in `filename`, the exact name as RFC 5987 `filename*`. */
function downloadDisposition(fileName: string): string {
  const name = fileName.replace(UNSAFE_NAME_CHARACTERS, '').replace(/["\\]/g, '').trim() || 'file';
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export async function uploadsRoutes(app: Api, deps: AppDeps) {
  // Multipart and raw bodies only in the scopes that take files; the rest of the API stays JSON.
  await app.register(async (scope: Api) => {
    closeAfterUnreadBody(scope);
    await scope.register(fastifyMultipart, { throwFileSizeLimit: false });
    const routes = [
      ['/upload', UPLOAD_MAX_BYTES, 'Upload one file (multipart field "file", at most 20 MB)'],
      [
        '/upload-large-file',
        LARGE_UPLOAD_MAX_BYTES,
        'Upload one large file (multipart field "file", at most 500 MB)',
      ],
    ] as const;
    for (const [path, maxBytes, summary] of routes) {
      scope.post(
        path,
        {
          config: { access: 'user' },
          schema: {
            tags,
            summary,
            consumes: ['multipart/form-data'],
            response: { 200: UploadedFile, ...errors },
          },
        },
        async (req) => {
          if (!req.isMultipart()) {
            throw new AppError(
              'UNSUPPORTED_TYPE',
              'Send the file as multipart/form-data in the field "file"',
            );
          }
          const part = await req.file({
            limits: { fileSize: maxBytes + 1, files: 1, fields: 20, parts: 21 },
          });
          if (part?.fieldname !== 'file') {
            part?.file.resume();
            throw invalid('Attach the file in the form field "file"');
          }
          return saveUpload(deps, req.ctx, { fileName: part.filename, stream: part.file, maxBytes });
        },
      );
    }
  });

  app.post(
    '/upload/signed-url',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Ask for a URL to PUT one file to directly (checked for type and size first)',
        body: SignedUploadBody,
        response: { 200: SignedUploadResponse, ...errors },
      },
    },
    async (req) => createSignedUpload(deps, req.ctx, req.body),
  );

  await app.register(async (scope: Api) => {
    // The token authorises the PUT; the body is the file's raw bytes, read as a stream by the service.
    closeAfterUnreadBody(scope);
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    scope.put(
      '/uploads/signed/*',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'PUT the raw bytes of a file to a signed upload URL',
          params: SignedUploadParams,
          response: { 200: UploadedFile, 403: ErrorBody, 409: ErrorBody, ...errors },
        },
      },
      async (req) =>
        receiveSignedUpload(deps, req.params['*'], {
          contentType: req.headers['content-type'],
          stream: req.raw,
        }),
    );
  });

  app.get(
    '/files/:key',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A stored file; `size` serves a resized copy of a raster image',
        params: FileKeyParams,
        querystring: FileSizeQuery,
      },
    },
    async (req, reply) => {
      const file = await openStoredFile(deps, req.params.key, {
        size: req.query.size,
        range: req.headers.range,
      });
      reply.headers(FILE_HEADERS).header('accept-ranges', 'bytes').type(file.contentType);
      if (file.contentType === 'image/svg+xml') reply.header('content-security-policy', SVG_POLICY);
      else if (!INLINE_TYPES.test(file.contentType)) {
        reply
          .header('content-disposition', downloadDisposition(file.fileName))
          .header('content-security-policy', DOWNLOAD_POLICY);
      }
      if (file.range) {
        reply.status(206).header('content-range', `bytes ${file.range.start}-${file.range.end}/${file.size}`);
      }
      reply.header('content-length', file.length);
      return reply.send(file.body);
    },
  );
}
