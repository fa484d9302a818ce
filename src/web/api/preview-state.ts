// Preview accounts (spec §6): the server flags every response with x-preview-account and refuses
// every mutating call with the preview-blocked message. The client records the flag and fires the
// preview-blocked signal; the shell listens and shows the notice and the preview banner.

type Listener = () => void;

let isPreview = false;
const flagListeners = new Set<Listener>();
const blockedListeners = new Set<Listener>();

export function isPreviewAccount(): boolean {
  return isPreview;
}

export function setPreviewAccount(value: boolean) {
  if (isPreview === value) return;
  isPreview = value;
  for (const listener of flagListeners) listener();
}

export function subscribeToPreviewFlag(listener: Listener): () => void {
  flagListeners.add(listener);
  return () => flagListeners.delete(listener);
}

/** The preview-blocked signal of spec §8: a 403 carrying the preview-blocked message. */
export function firePreviewBlocked() {
  setPreviewAccount(true);
  for (const listener of blockedListeners) listener();
}

export function onPreviewBlocked(listener: Listener): () => void {
  blockedListeners.add(listener);
  return () => blockedListeners.delete(listener);
}
