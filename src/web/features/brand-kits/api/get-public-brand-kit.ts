import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { brandKitKeys } from './query-keys';

/** GET /web/brand-kit-modules/{id}/public: a shared kit without login (404 when not shared or archived). */
export const getPublicBrandKit = (id: number, signal?: AbortSignal) =>
  callApi('GET /web/brand-kit-modules/:id/public', { params: { id }, signal, quiet: true });

export const usePublicBrandKit = (id: number | null) =>
  useQuery({
    queryKey: brandKitKeys.public(id ?? 0),
    queryFn: ({ signal }) => getPublicBrandKit(id ?? 0, signal),
    enabled: id != null,
  });

/** POST /web/brand-kit-modules/{id}/public/waitlist { email }: a visitor joins the brand's waitlist. */
export const joinWaitlist = (id: number, email: string) =>
  callApi('POST /web/brand-kit-modules/:id/public/waitlist', {
    params: { id },
    body: { email },
    quiet: true,
  });

export const useJoinWaitlist = (id: number) =>
  useMutation({ mutationFn: (email: string) => joinWaitlist(id, email) });
