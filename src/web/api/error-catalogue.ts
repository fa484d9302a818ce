// The error catalogue of spec §8 as one pure decision: what a failed call means and what to show.
import {
  GENERIC_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  PERMISSION_DENIED_MESSAGE,
  PREVIEW_BLOCKED_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from '../../shared/rules/messages';

export type CatalogueAction =
  /** 401 outside the excluded paths: show the message, clear local data, send to login with the return path. */
  | 'expire-session'
  /** 403 with the preview-blocked message: fire the signal, stay signed in, show no generic message. */
  | 'preview-blocked'
  /** 403 otherwise: show the permission message and sign out. */
  | 'sign-out'
  /** Anything else: show the message. */
  | 'show';

export type CatalogueEntry = { action: CatalogueAction; message: string };

export function classifyFailure(input: {
  status: number;
  serverMessage: string | null;
  errorMessage?: string | null;
  /**
   * The server's error code; PLAN_REQUIRED (the plan lacks the area) and ROLE_REQUIRED (the member's role
   * lacks the action) are 403s that keep the session.
   */
  code?: string | null;
  isExcludedPath: boolean;
}): CatalogueEntry {
  const { status, serverMessage, errorMessage, isExcludedPath } = input;
  if (status === 403 && (input.code === 'PLAN_REQUIRED' || input.code === 'ROLE_REQUIRED'))
    return { action: 'show', message: serverMessage || PERMISSION_DENIED_MESSAGE };
  if (status === 401 && !isExcludedPath)
    return { action: 'expire-session', message: SESSION_EXPIRED_MESSAGE };
  if (status === 403) {
    return serverMessage === PREVIEW_BLOCKED_MESSAGE
      ? { action: 'preview-blocked', message: PREVIEW_BLOCKED_MESSAGE }
      : { action: 'sign-out', message: PERMISSION_DENIED_MESSAGE };
  }
  if (status === 500) return { action: 'show', message: NETWORK_ERROR_MESSAGE };
  return { action: 'show', message: serverMessage || errorMessage || GENERIC_ERROR_MESSAGE };
}
