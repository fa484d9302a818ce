// Starts the app on a page the server rendered (src/server/http/server-page.ts, decision 034). The page is
// already painted, whole, and its links work; the app's stylesheet and script are loaded when the visitor
// first engages with the page (moves the pointer, scrolls, touches, types or tabs), so a visitor who only
// reads pays nothing for the app, and one who engages gets the full page (price tiers, colours, reviews). The app renders
// into the hidden #root and removes #server-page when it shows the same page (src/web/ui/server-page.ts).
// A classic script (`document.currentScript`); the CSP allows it as a same-origin file, not inline.
(() => {
  const self = document.currentScript;
  const list = (name) => (self?.dataset[name] ?? '').split(' ').filter(Boolean);
  const entry = self?.dataset.entry;
  if (!entry) return;
  const interactions = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'focusin', 'wheel', 'scroll'];
  let started = false;
  let still = null;
  const start = (event) => {
    // Chromium sends a still pointer a synthetic move when the layout under it changes (pictures load):
    // a pointer counts as the visitor engaging once it is seen at two different places.
    if (event?.type === 'pointermove') {
      const at = `${event.clientX},${event.clientY}`;
      if (still === null || still === at) {
        still = at;
        return;
      }
    }
    if (started) return;
    started = true;
    for (const type of interactions) removeEventListener(type, start, true);
    for (const href of list('modules')) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    // The app's script waits for its styles, so its first frame is styled (as a stylesheet in the head would).
    const styles = list('css').map(
      (href) =>
        new Promise((resolve) => {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.crossOrigin = '';
          link.href = href;
          link.onload = link.onerror = resolve;
          document.head.append(link);
        }),
    );
    void Promise.all(styles).then(() => import(entry));
  };
  for (const type of interactions) addEventListener(type, start, { capture: true, passive: true });
})();
