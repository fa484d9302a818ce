import { useSyncExternalStore } from 'react';
import type { SessionUser } from '../../shared/contract/auth';
import { isPreviewAccount, subscribeToPreviewFlag } from './preview-state';
import { getSessionUser, getToken, subscribeToSession } from './token-store';

/** The valid bearer token (null when signed out or expired); re-renders when the session changes. */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribeToSession, () => getToken());
}

/** The user saved at sign-in (role included), or null. */
export function useSessionUser(): SessionUser | null {
  useSessionToken();
  return getSessionUser();
}

/** True once any response said this is a preview account, or a call was refused as one. */
export function usePreviewFlag(): boolean {
  return useSyncExternalStore(subscribeToPreviewFlag, isPreviewAccount);
}
