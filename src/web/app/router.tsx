import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { PageLoader } from '../ui/page-states';
import { BareLayout, PrivateBareLayout } from './layout/bare-layout';
import { BuiltPathsContext } from './layout/built-paths';
import { resolveLegacyRedirect } from './layout/legacy-redirects';
import { PublicLayout } from './layout/public-layout';
import { RequireSession } from './layout/require-session';
import { START_OF_SESSION_PATH } from './layout/session-rules';
import type { RouteHandle } from './layout/use-route-entry';
import { RouteErrorPage } from './pages/route-error-page';
import { RootShell } from './root-shell';
import type { RouteEntry } from './route-entry';
import { isPathBuilt, ROUTES, SUPPLIER_ROUTES, WAREHOUSE_ROUTES } from './route-table';

/** Shown while the first route (and its loader) resolves. */
function HydrateFallback() {
  return <PageLoader />;
}

/** The root shell, told which paths have a page (the pages the route table loads cannot import it). */
function AppRoot() {
  return (
    <BuiltPathsContext.Provider value={isPathBuilt}>
      <RootShell />
    </BuiltPathsContext.Provider>
  );
}

function toRoute(entry: RouteEntry): RouteObject {
  const handle: RouteHandle = { entry };
  return {
    path: entry.path,
    handle,
    lazy: async () => ({ Component: (await entry.page()).default }),
  };
}

const routesWhere = (access: RouteEntry['access'], layout: RouteEntry['layout']) =>
  ROUTES.filter((r) => r.access === access && r.layout === layout).map(toRoute);

/** Legacy paths are redirected before any route renders (second document, "Legacy redirects"). */
function legacyRedirectLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = resolveLegacyRedirect(url.pathname, url.search);
  if (target) throw redirect(target);
  return null;
}

export function buildRouteObjects(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: AppRoot,
      loader: legacyRedirectLoader,
      // Every navigation can land on a legacy path, so the check runs on every one.
      shouldRevalidate: () => true,
      HydrateFallback,
      ErrorBoundary: RouteErrorPage,
      children: [
        { index: true, loader: () => redirect(START_OF_SESSION_PATH) },
        { Component: BareLayout, children: routesWhere('public', 'bare') },
        {
          Component: PublicLayout,
          children: [
            ...routesWhere('public', 'main'),
            // Unknown paths: the not-found page, in place, for visitors and founders alike.
            {
              path: '*',
              lazy: async () => ({ Component: (await import('./pages/not-found-page')).default }),
            },
          ],
        },
        {
          Component: RequireSession,
          children: [
            {
              lazy: async () => ({ Component: (await import('./layout/main-layout')).default }),
              children: routesWhere('private', 'main'),
            },
            { Component: PrivateBareLayout, children: routesWhere('private', 'bare') },
            {
              lazy: async () => ({ Component: (await import('./layout/supplier-layout')).default }),
              children: SUPPLIER_ROUTES.map(toRoute),
            },
            {
              lazy: async () => ({ Component: (await import('./layout/warehouse-layout')).default }),
              children: WAREHOUSE_ROUTES.map(toRoute),
            },
          ],
        },
      ],
    },
  ];
}

export const createAppRouter = () => createBrowserRouter(buildRouteObjects());
export type AppRouter = ReturnType<typeof createAppRouter>;
