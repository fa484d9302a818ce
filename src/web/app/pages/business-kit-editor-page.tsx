import { useQueryClient } from '@tanstack/react-query';
import BusinessKitEditorPage from '../../features/brand-kits/pages/business-kit-editor-page';
import { applyKitRequestEvent } from '../../features/brand-kits/realtime';
import { useRealtimeEvents } from '../../features/messaging/realtime/realtime-provider';

/**
 * /business-kits/{brandKitId}: the kit editor, refreshed by `kit-request` events on the realtime channel
 * (messaging's); the editor also polls while a generation is pending, so progress shows without the socket.
 */
export default function BusinessKitEditorWithRealtime() {
  const queryClient = useQueryClient();
  useRealtimeEvents((event) => applyKitRequestEvent(queryClient, event));
  return <BusinessKitEditorPage />;
}
