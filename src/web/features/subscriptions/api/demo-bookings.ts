import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';

const keys = { slots: ['demo-bookings', 'slots'] as const, list: ['demo-bookings', 'list'] as const };

/** GET /web/demo-bookings/slots: the next two weeks' times of your plan's specialist. */
export const useDemoSlots = () =>
  useQuery({
    queryKey: keys.slots,
    queryFn: ({ signal }) => callApi('GET /web/demo-bookings/slots', { signal }),
  });

/** GET /web/demo-bookings: your booked demos. */
export const useDemoBookings = () =>
  useQuery({ queryKey: keys.list, queryFn: ({ signal }) => callApi('GET /web/demo-bookings', { signal }) });

function useDemoMutation<T>(fn: (arg: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: ['demo-bookings'] }),
  });
}

/** POST /web/demo-bookings: book a time. */
export const useBookDemo = () =>
  useDemoMutation((startsAt: string) =>
    callApi('POST /web/demo-bookings', { body: { startsAt }, quiet: true }),
  );

/** DELETE /web/demo-bookings/{id}: cancel the upcoming demo. */
export const useCancelDemo = () =>
  useDemoMutation((id: number) => callApi('DELETE /web/demo-bookings/:id', { params: { id }, quiet: true }));
