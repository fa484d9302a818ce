import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { PREVIEW_BLOCKED_MESSAGE } from '../../shared/rules/messages';
import { onPreviewBlocked } from '../api/preview-state';
import { trackPageView } from '../features/events/track';
import { PageTitleProvider } from '../ui/page-title';
import { MAIN_CONTENT_ID } from './layout/skip-link';
import { useRouteEntry } from './layout/use-route-entry';

const NOT_FOUND_TITLE = 'Page not found';

/**
 * Wraps every route: the document title, the page-view push and event, the preview-blocked
 * notice, focus moved to the new page after a navigation, and a progress bar while a page loads.
 * A new page starts at the top; Back returns to where the founder was (a long result list, say).
 */
export function RootShell() {
  const location = useLocation();
  const navigation = useNavigation();
  const entry = useRouteEntry();
  const title = entry?.title ?? NOT_FOUND_TITLE;
  const isFirstPage = useRef(true);
  // A page may name itself (usePageTitle); the shell writes the title, so its effect never overwrites one.
  const [pageTitle, setPageTitle] = useState<string | null>(null);
  const shown = pageTitle ?? title;

  useEffect(() => {
    document.title = `${shown} · Quarry`;
  }, [shown]);
  useEffect(() => {
    trackPageView({ path: location.pathname, title });
  }, [location.pathname, title]);

  // Screen readers and keyboards start on the new page, unless the page already focused a field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => {
    if (isFirstPage.current) {
      isFirstPage.current = false;
      return;
    }
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [location.pathname]);

  useEffect(
    () =>
      onPreviewBlocked(() =>
        notifications.show({
          id: 'preview-blocked',
          color: 'yellow',
          title: 'Preview account',
          message: PREVIEW_BLOCKED_MESSAGE,
        }),
      ),
    [],
  );

  return (
    <>
      {navigation.state === 'loading' ? (
        <div className="route-progress" role="progressbar" aria-label="Loading page" />
      ) : null}
      <PageTitleProvider value={setPageTitle}>
        <Outlet />
      </PageTitleProvider>
      <ScrollRestoration />
    </>
  );
}
