import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { mergeMessages, type Thread } from '../thread';
import { messagingKeys } from './query-keys';

type AcceptInput = { id: number; index: number; startTime: string };

/** POST .../messages/{index}/accept-meeting: answers with the ZOOM_MEETING message it posted. */
export const acceptMeeting = ({ id, index, startTime }: AcceptInput) =>
  callApi('POST /web/conversations/:id/messages/:index/accept-meeting', {
    params: { id, index },
    body: { startTime },
  });

export function useAcceptMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptMeeting,
    onSuccess: (meeting, { id, index, startTime }) =>
      queryClient.setQueryData<Thread>(messagingKeys.thread(id), (t) => {
        const request = t?.messages.find((m) => m.index === index);
        // The server also pushes the updated request; until it lands, show it accepted.
        const updated =
          request?.meetingRequest && request.meetingRequest.status === 'PENDING'
            ? [
                {
                  ...request,
                  meetingRequest: {
                    ...request.meetingRequest,
                    status: 'ACCEPTED' as const,
                    acceptedTime: startTime,
                    meetingMessageIndex: meeting.index,
                  },
                },
              ]
            : [];
        return mergeMessages(t, [...updated, meeting]);
      }),
  });
}
