import type { AuthResponse } from '../../../shared/contract/auth';
import { queryClient } from '../../api/query-client';
import { saveSession } from '../../api/token-store';

/** Starts a session from a sign-in or sign-up answer; "keep me signed in" picks localStorage. */
export function startSession(res: AuthResponse, keepSignedIn: boolean) {
  queryClient.clear();
  saveSession(res.token, res.user, keepSignedIn ? 'local' : 'session');
}
