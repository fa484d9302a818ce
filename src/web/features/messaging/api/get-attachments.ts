import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationAttachment } from '../../../../shared/contract/messaging';
import { apiRequest } from '../../../api/client';
import { messagingKeys } from './query-keys';

/** GET /web/conversations/{id}/attachments: every file shared in a conversation, newest first. */
export const getAttachments = (id: number, signal?: AbortSignal) =>
  apiRequest<ConversationAttachment[]>(`/web/conversations/${id}/attachments`, { signal, quiet: true });

export const getAttachmentsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: messagingKeys.attachments(id),
    queryFn: ({ signal }) => getAttachments(id, signal),
  });

export const useAttachments = (id: number, enabled: boolean) =>
  useQuery({ ...getAttachmentsQueryOptions(id), enabled });
