import type { QueryClient } from '@tanstack/react-query';
import type { BrandKit, KitListItem } from '../../../shared/contract/brand-kits';
import type { RealtimeEvent } from '../../../shared/contract/messaging';
import { brandKitKeys } from './api/query-keys';

/**
 * A kit's generation publishes an event per request step (dozens in its first seconds): they are coalesced
 * into at most one refresh per window, the first at once and the rest at the window's end.
 */
export const KIT_EVENT_WINDOW_MS = 1000;

/** Per kit: whether one of its requests ended (SUCCESS or FAILURE) since the last refresh. */
type Batch = { kits: Map<number, boolean>; timer: ReturnType<typeof setTimeout> | null; flushedAt: number };
const batches = new WeakMap<QueryClient, Batch>();

/** Whether the open editor polls the kit (a request pending): a step's event then needs no refresh. */
function kitIsPolling(queryClient: QueryClient, kitId: number): boolean {
  return (queryClient.getQueryData<BrandKit>(brandKitKeys.kit(kitId))?.pendingRequests.length ?? 0) > 0;
}

/** Whether a cached list already shows the kit generating: it polls then, and needs no event. */
function listIsPolling(queryClient: QueryClient, kitId: number): boolean {
  return queryClient
    .getQueriesData<KitListItem[]>({ queryKey: brandKitKeys.lists() })
    .some(([, kits]) => kits?.some((k) => k.id === kitId && k.pending));
}

function flush(queryClient: QueryClient, batch: Batch): void {
  batch.flushedAt = Date.now();
  const kits = [...batch.kits];
  batch.kits.clear();
  // A fetch already running answers the event: it is not cancelled and asked again.
  const refresh = { cancelRefetch: false };
  for (const [id, ended] of kits)
    if (ended || !kitIsPolling(queryClient, id))
      void queryClient.invalidateQueries({ queryKey: brandKitKeys.kit(id) }, refresh);
  if (kits.some(([id]) => !listIsPolling(queryClient, id)))
    void queryClient.invalidateQueries({ queryKey: brandKitKeys.lists() }, refresh);
}

/**
 * A realtime `kit-request` event (a generation moved): that kit re-reads when a request ended or the editor
 * is not polling it, and the lists when they do not already poll it. The app's pages hand this to the realtime channel (a feature cannot import
 * messaging); other events are ignored.
 */
export function applyKitRequestEvent(queryClient: QueryClient, event: RealtimeEvent): void {
  if (event.type !== 'kit-request') return;
  let batch = batches.get(queryClient);
  if (!batch) {
    batch = { kits: new Map(), timer: null, flushedAt: Number.NEGATIVE_INFINITY };
    batches.set(queryClient, batch);
  }
  batch.kits.set(event.brandKitId, batch.kits.get(event.brandKitId) || event.status !== 'PENDING');
  if (batch.timer) return;
  const wait = batch.flushedAt + KIT_EVENT_WINDOW_MS - Date.now();
  if (wait <= 0) {
    flush(queryClient, batch);
    return;
  }
  const pending = batch;
  pending.timer = setTimeout(() => {
    pending.timer = null;
    flush(queryClient, pending);
  }, wait);
}
