import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { RealtimeEvent } from '../../../../shared/contract/messaging';
import { useSessionToken } from '../../../api/use-session-token';
import { messagingKeys } from '../api/query-keys';
import { refreshConversationLists } from '../api/refresh-lists';
import { applyRealtimeEvent, threadCursors } from './apply-event';
import { RealtimeClient, type RealtimeStatus } from './realtime-client';

type Listener = (event: RealtimeEvent) => void;

type RealtimeContextValue = {
  client: RealtimeClient;
  status: RealtimeStatus;
  subscribe: (listener: Listener) => () => void;
  /** Keeps the socket open while something on screen needs it; call the answer to let go. */
  retain: () => () => void;
};

const RealtimeContext = createContext<RealtimeContextValue | null>(null);

/** How long the socket stays open after the last screen that needed it went away (tab switches). */
const LINGER_MS = 30_000;

/**
 * The tab's one realtime connection, for the founder inbox and the supplier portal alike. It opens
 * while a messaging screen is mounted and a session token exists, renews the token when the session
 * store changes it, and applies every event to the query cache before telling subscribers.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  const [status, setStatus] = useState<RealtimeStatus>('idle');
  const listeners = useRef(new Set<Listener>());
  const demand = useRef(0);
  const lingerTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const client = useMemo(() => {
    const refreshLists = () => refreshConversationLists(queryClient);
    return new RealtimeClient({
      getCursors: () => threadCursors(queryClient),
      onEvent: (event) => {
        applyRealtimeEvent(queryClient, event, refreshLists);
        for (const listener of listeners.current) listener(event);
      },
      onStatus: setStatus,
      onReconnected: () => {
        // Replays fill the held threads; lists, counters and read positions may have moved too.
        void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
        void queryClient.invalidateQueries({ queryKey: messagingKeys.unread() });
      },
    });
  }, [queryClient]);

  useEffect(() => client.setToken(token), [client, token]);

  useEffect(() => {
    const wake = () => client.reconnectNow();
    const onVisible = () => document.visibilityState === 'visible' && wake();
    window.addEventListener('online', wake);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', wake);
      document.removeEventListener('visibilitychange', onVisible);
      if (lingerTimer.current) clearTimeout(lingerTimer.current);
      client.stop();
    };
  }, [client]);

  const controls = useMemo(
    () => ({
      subscribe: (listener: Listener) => {
        listeners.current.add(listener);
        return () => {
          listeners.current.delete(listener);
        };
      },
      retain: () => {
        demand.current += 1;
        if (lingerTimer.current) clearTimeout(lingerTimer.current);
        lingerTimer.current = null;
        client.start();
        let released = false;
        return () => {
          if (released) return;
          released = true;
          demand.current -= 1;
          if (demand.current > 0) return;
          lingerTimer.current = setTimeout(() => client.stop(), LINGER_MS);
        };
      },
    }),
    [client],
  );
  const value = useMemo<RealtimeContextValue>(
    () => ({ client, status, ...controls }),
    [client, status, controls],
  );

  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}

/** Keeps the socket open while mounted and calls `listener` with every event (no-op without a provider). */
export function useRealtimeEvents(listener: Listener) {
  const context = useContext(RealtimeContext);
  const latest = useRef(listener);
  latest.current = listener;
  const subscribe = context?.subscribe;
  const retain = context?.retain;
  useEffect(() => {
    if (!subscribe || !retain) return;
    const release = retain();
    const unsubscribe = subscribe((event) => latest.current(event));
    return () => {
      unsubscribe();
      release();
    };
  }, [subscribe, retain]);
}

/** The connection's state and the typing signal. */
export function useRealtime(): {
  status: RealtimeStatus;
  /** Whether the socket is open right now (read at call time, not at the last render). */
  isOpen: () => boolean;
  sendTyping: (conversationId: number) => boolean;
} {
  const context = useContext(RealtimeContext);
  return {
    status: context?.status ?? 'idle',
    isOpen: () => context?.client.isOpen() ?? false,
    sendTyping: (conversationId) => context?.client.sendTyping(conversationId) ?? false,
  };
}
