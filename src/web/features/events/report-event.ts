// The event reporter of spec §7: POST /commons/event-analyses/report. Reporting must never disturb
// the user: every error is swallowed, nothing is shown, and it never signs anyone out.
import type { z } from 'zod';
import type { EventReportBody } from '../../../shared/contract/commons';
import { callApi } from '../../api/call-api';
import { ANONYMOUS_ID_STORAGE_KEY } from '../../api/storage-keys';
import { getToken } from '../../api/token-store';
import { detectSourceClient } from './source-client';

type EventFields = Omit<z.input<typeof EventReportBody>, 'eventName' | 'sourceClient' | 'anonymousUserId'>;

let memoryAnonymousId: string | null = null;

/** A visitor's id, kept in localStorage so the same browser reports as the same visitor. */
export function getAnonymousUserId(): string {
  try {
    const stored = window.localStorage.getItem(ANONYMOUS_ID_STORAGE_KEY);
    if (stored) return stored;
    const id = crypto.randomUUID();
    window.localStorage.setItem(ANONYMOUS_ID_STORAGE_KEY, id);
    return id;
  } catch {
    memoryAnonymousId ??= crypto.randomUUID();
    return memoryAnonymousId;
  }
}

export async function reportEvent(eventName: string, fields: EventFields = {}): Promise<void> {
  try {
    const body: z.input<typeof EventReportBody> = {
      ...fields,
      eventName,
      sourceClient: detectSourceClient(),
    };
    if (!getToken()) body.anonymousUserId = getAnonymousUserId();
    await callApi('POST /commons/event-analyses/report', { body, silent: true });
  } catch {
    // Swallowed on purpose (spec §7: reporting errors are swallowed and return nothing).
  }
}
