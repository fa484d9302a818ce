import {
  GenerateImagesResponse,
  GptImagesBody,
  StabilityImagesBody,
} from '../../../shared/contract/ai-design';
import { ErrorBody } from '../../../shared/contract/shared-shapes';
import type { AppDeps } from '../../app-deps';
import { storeCtx } from '../../http/auth';
import type { Api } from '../../http/types';
import { generateGptImages, generateStabilityImages } from './generate-images';

const store = { access: 'store' } as const;
const tags = ['ai-design'];
const errors = { 400: ErrorBody, 404: ErrorBody, 422: ErrorBody, 503: ErrorBody };

/** POST /commons/ai/gpt-images and /commons/ai/stability-ai-images (spec §7): designs, synchronously. */
export function designImageRoutes(app: Api, deps: AppDeps) {
  app.post(
    '/commons/ai/gpt-images',
    {
      config: store,
      schema: {
        tags,
        summary:
          'Generate up to 4 product designs from a prompt (and sketch keys); watermarked and trial-counted on the free plan',
        body: GptImagesBody,
        response: { 200: GenerateImagesResponse, ...errors },
      },
    },
    async (req) => generateGptImages(deps, storeCtx(req.ctx), req.body),
  );
  app.post(
    '/commons/ai/stability-ai-images',
    {
      config: store,
      schema: {
        tags,
        summary:
          "Image-to-image: up to 4 designs from one of the store's own pictures (the spec's second image route)",
        body: StabilityImagesBody,
        response: { 200: GenerateImagesResponse, ...errors },
      },
    },
    async (req) => generateStabilityImages(deps, storeCtx(req.ctx), req.body),
  );
}
