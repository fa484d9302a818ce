import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { messagingKeys } from './query-keys';

/**
 * GET /commons/meetings/{meetingId}?pwd=…[&m=…]: the meeting a Quarry link opens (public, by capability);
 * `m` carries the details of a meeting made outside a conversation.
 */
export const getMeetingRoom = (meetingId: string, pwd: string, m?: string, signal?: AbortSignal) =>
  callApi('GET /commons/meetings/:meetingId', {
    params: { meetingId },
    query: m ? { pwd, m } : { pwd },
    signal,
    quiet: true,
  });

export const useMeetingRoom = (meetingId: string, pwd: string, m?: string) =>
  useQuery({
    queryKey: [...messagingKeys.meetingRoom(meetingId, pwd), m ?? null],
    queryFn: ({ signal }) => getMeetingRoom(meetingId, pwd, m, signal),
    enabled: /^[0-9a-f]{32}$/.test(meetingId),
  });
