import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { messagingKeys } from './query-keys';

/** GET /commons/meetings/{meetingId}?pwd=…: the meeting a Quarry link opens (public, by capability). */
export const getMeetingRoom = (meetingId: string, pwd: string, signal?: AbortSignal) =>
  callApi('GET /commons/meetings/:meetingId', { params: { meetingId }, query: { pwd }, signal, quiet: true });

export const useMeetingRoom = (meetingId: string, pwd: string) =>
  useQuery({
    queryKey: messagingKeys.meetingRoom(meetingId, pwd),
    queryFn: ({ signal }) => getMeetingRoom(meetingId, pwd, signal),
    enabled: /^[0-9a-f]{32}$/.test(meetingId),
  });
