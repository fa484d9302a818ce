import { createContext, useContext, useEffect } from 'react';

/** Set by the app shell: a page's own title, or null for the route's. */
const PageTitleContext = createContext<(title: string | null) => void>(() => undefined);
export const PageTitleProvider = PageTitleContext.Provider;

/**
 * A page that names itself (a meeting's topic, a notice in place of the route's page): the document title
 * follows it instead of the route table's, for as long as the page is shown.
 */
export function usePageTitle(title: string | null | undefined) {
  const setTitle = useContext(PageTitleContext);
  useEffect(() => {
    setTitle(title ?? null);
    return () => setTitle(null);
  }, [setTitle, title]);
}
