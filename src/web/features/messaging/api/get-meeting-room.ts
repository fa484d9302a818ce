import { useQuery } from '@tanstack/react-query';
import type { MeetingRoom } from '../../../../shared/contract/messaging';
import { apiRequest } from '../../../api/client';
import { messagingKeys } from './query-keys';

/** GET /commons/meetings/{meetingId}?pwd=…: the meeting a Quarry link opens (public, by capability). */
export const getMeetingRoom = (meetingId: string, pwd: string, signal?: AbortSignal) =>
  apiRequest<MeetingRoom>(`/commons/meetings/${encodeURIComponent(meetingId)}`, {
    query: { pwd },
    signal,
    quiet: true,
  });

export const useMeetingRoom = (meetingId: string, pwd: string) =>
  useQuery({
    queryKey: messagingKeys.meetingRoom(meetingId, pwd),
    queryFn: ({ signal }) => getMeetingRoom(meetingId, pwd, signal),
    enabled: /^[0-9a-f]{32}$/.test(meetingId),
  });
