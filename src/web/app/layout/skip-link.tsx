export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page: jumps over the header and menu to the page itself. */
export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      Skip to main content
    </a>
  );
}
