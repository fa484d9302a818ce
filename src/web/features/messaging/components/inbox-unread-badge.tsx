import { useUnreadSummary } from '../api/get-unread-summary';
import { useRealtimeEvents } from '../realtime/realtime-provider';
import { UnreadCount } from './unread-count';

/** The unread messages of the whole inbox, for the inbox tab; kept live by the realtime connection. */
export function InboxUnreadBadge() {
  const unread = useUnreadSummary();
  useRealtimeEvents(() => {});
  return <UnreadCount count={unread.data?.messages ?? 0} noun="unread messages" />;
}
