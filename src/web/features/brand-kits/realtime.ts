import type { QueryClient } from '@tanstack/react-query';
import type { RealtimeEvent } from '../../../shared/contract/messaging';
import { brandKitKeys } from './api/query-keys';

/**
 * A realtime `kit-request` event (a generation moved): that kit's queries and the lists re-read. The app's
 * pages hand this to the realtime channel (a feature cannot import messaging); other events are ignored.
 */
export function applyKitRequestEvent(queryClient: QueryClient, event: RealtimeEvent): void {
  if (event.type !== 'kit-request') return;
  void queryClient.invalidateQueries({ queryKey: brandKitKeys.kit(event.brandKitId) });
  void queryClient.invalidateQueries({ queryKey: brandKitKeys.lists() });
}
