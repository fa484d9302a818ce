import { useQueryClient } from '@tanstack/react-query';
import BusinessKitsPage from '../../features/brand-kits/pages/business-kits-page';
import { applyKitRequestEvent } from '../../features/brand-kits/realtime';
import { useRealtimeEvents } from '../../features/messaging/realtime/realtime-provider';

/** /business-kits: the brand-kits list, whose "generating" badges follow the realtime channel (messaging's). */
export default function BusinessKitsWithRealtime() {
  const queryClient = useQueryClient();
  useRealtimeEvents((event) => applyKitRequestEvent(queryClient, event));
  return <BusinessKitsPage />;
}
