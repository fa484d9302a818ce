import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { isStoreRole } from '../../../shared/contract/http';
import { useSessionToken, useSessionUser } from '../../api/use-session-token';
import { PageLoader } from '../../ui/page-states';
import { BareLayout } from './bare-layout';
import { VisitorHeader } from './visitor-header';

const MainLayout = lazy(() => import('./main-layout'));

/**
 * Public routes that normally sit in the main layout (previews, review links, the 404 page): a
 * signed-in founder keeps the header and menu; a visitor, who has no store to show, gets the bare layout
 * under the brand header with sign-in and sign-up.
 */
export function PublicLayout() {
  const token = useSessionToken();
  const user = useSessionUser();
  if (!token || (user && !isStoreRole(user.role))) return <BareLayout header={<VisitorHeader />} />;
  return (
    <Suspense fallback={<PageLoader />}>
      <MainLayout>
        <Outlet />
      </MainLayout>
    </Suspense>
  );
}
