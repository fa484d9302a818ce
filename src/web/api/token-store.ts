// The session store of spec §6: the bearer token comes from memory, then sessionStorage, then
// localStorage; an expired or undecodable token counts as absent. React reads it through subscribe().
import type { SessionUser } from '../../shared/contract/auth';
import { isTokenValid } from '../../shared/rules/token';
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from './storage-keys';

export type TokenPersistence = 'local' | 'session';
/** Why the last session ended: a sign-out (by the user or the permission rule) or an expiry. */
export type SessionEndReason = 'signed-out' | 'expired';

type State = { token: string | null; user: SessionUser | null; persistence: TokenPersistence | null };

const EMPTY: State = { token: null, user: null, persistence: null };
let state: State = EMPTY;
/** Bumped when a session starts or ends (not when a token is renewed): answers to an older session are stale. */
let generation = 0;
let endReason: SessionEndReason | null = null;
const listeners = new Set<() => void>();

function storageFor(persistence: TokenPersistence): Storage | null {
  try {
    return persistence === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // storage disabled (privacy mode): the session lives in memory only
  }
}

function readUser(persistence: TokenPersistence): SessionUser | null {
  const raw = storageFor(persistence)?.getItem(USER_STORAGE_KEY);
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as SessionUser;
    return typeof user === 'object' && user !== null && typeof user.role === 'string' ? user : null;
  } catch {
    return null;
  }
}

function notify() {
  for (const listener of listeners) listener();
}

/** The valid token, or null. Memory first, then sessionStorage, then localStorage. */
export function getToken(nowMs: number = Date.now()): string | null {
  if (isTokenValid(state.token, nowMs)) return state.token;
  for (const persistence of ['session', 'local'] as const) {
    const token = storageFor(persistence)?.getItem(TOKEN_STORAGE_KEY) ?? null;
    if (isTokenValid(token, nowMs)) {
      state = { token, user: readUser(persistence), persistence };
      return token;
    }
  }
  return null;
}

/** The user saved with the current token (null for visitors, or when only a bare token is stored). */
export function getSessionUser(): SessionUser | null {
  return getToken() ? state.user : null;
}

/**
 * Saves a token. Without `persistence` it goes where the current token came from (a renewed token
 * from the response header); with none known it stays in memory until a sign-in persists it.
 */
export function saveToken(token: string, persistence?: TokenPersistence) {
  const target = persistence ?? state.persistence;
  state = { ...state, token, persistence: target };
  if (target) {
    storageFor(target)?.setItem(TOKEN_STORAGE_KEY, token);
    if (persistence) storageFor(target === 'local' ? 'session' : 'local')?.removeItem(TOKEN_STORAGE_KEY);
  }
  notify();
}

/** Sign-in: the token and user go to localStorage ("keep me signed in") or sessionStorage, never both. */
export function saveSession(token: string, user: SessionUser, persistence: TokenPersistence) {
  clearStoredSession();
  const storage = storageFor(persistence);
  storage?.setItem(TOKEN_STORAGE_KEY, token);
  storage?.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  state = { token, user, persistence };
  generation += 1;
  endReason = null;
  notify();
}

function clearStoredSession() {
  for (const persistence of ['local', 'session'] as const) {
    const storage = storageFor(persistence);
    storage?.removeItem(TOKEN_STORAGE_KEY);
    storage?.removeItem(USER_STORAGE_KEY);
  }
}

/** Forgets the token and user everywhere they were kept. */
export function clearSession(reason: SessionEndReason = 'signed-out') {
  clearStoredSession();
  state = EMPTY;
  generation += 1;
  endReason = reason;
  notify();
}

/** Set when this tab ended the session (null after a sign-in, or when the token just ran out). */
export function getSessionEndReason(): SessionEndReason | null {
  return endReason;
}

export function getSessionGeneration(): number {
  return generation;
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab signing in or out changes localStorage: re-read it here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_STORAGE_KEY && event.key !== USER_STORAGE_KEY && event.key !== null) return;
    state = EMPTY;
    generation += 1;
    notify();
  });
}
