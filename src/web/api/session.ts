// Ending a session: spec §8 "local data is cleared" means the token, the saved user, the preview
// flag and every cached server answer.
import { setPreviewAccount } from './preview-state';
import { queryClient } from './query-client';
import { clearSession, type SessionEndReason } from './token-store';

export function clearLocalData(reason: SessionEndReason = 'signed-out') {
  clearSession(reason);
  setPreviewAccount(false);
  queryClient.cancelQueries();
  queryClient.clear();
}
