import { useLayoutEffect } from 'react';

/**
 * A public page the server rendered for its first paint (src/server/http/server-page.ts, decision 034) sits
 * in #server-page, and #root is hidden while it is there. The app takes over by removing it, once it shows
 * the same page (or another one).
 */
export function replaceServerPage() {
  document.getElementById('server-page')?.remove();
}

/** Replaces the server's page before the browser paints, once `ready` (the page has its content or an error). */
export function useReplaceServerPage(ready: boolean) {
  useLayoutEffect(() => {
    if (ready) replaceServerPage();
  }, [ready]);
}
