import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { messagingKeys } from './query-keys';

/** GET /web/conversations/{id}/attachments: every file shared in a conversation, newest first. */
export const getAttachments = (id: number, signal?: AbortSignal) =>
  callApi('GET /web/conversations/:id/attachments', { params: { id }, signal, quiet: true });

export const getAttachmentsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: messagingKeys.attachments(id),
    queryFn: ({ signal }) => getAttachments(id, signal),
  });

export const useAttachments = (id: number, enabled: boolean) =>
  useQuery({ ...getAttachmentsQueryOptions(id), enabled });
