import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

export const GALLERY_SIZE = 200;

/** GET /web/ai-products?inGallery=true: the store's saved designs, newest first. */
export const getGallery = (signal?: AbortSignal) =>
  callApi('GET /web/ai-products', { query: { inGallery: 'true', size: GALLERY_SIZE }, signal });

export const getGalleryQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.aiDesign.gallery(), queryFn: ({ signal }) => getGallery(signal) });

export const useGallery = () => useQuery(getGalleryQueryOptions());
