import { AppShell, ScrollArea } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { CartDialog } from '../../features/cart/components/cart-dialog';
import { ChatbotLauncher } from '../../features/chatbot/components/chatbot-launcher';
import { EducationDrawer, EducationPanel } from '../../features/onboarding/education/education-panel';
import { GuidedTour } from '../../features/onboarding/tour/guided-tour';
import { PaymentMethodsSection } from '../../features/payments/components/payment-methods-section';
import { useSession } from '../../features/stores/api/get-session';
import { ManagePlanDialog } from '../../features/subscriptions/components/manage-plan-dialog';
import { PageError, PageLoader } from '../../ui/page-states';
import { AppHeader } from './app-header';
import { AreaGate } from './area-gate';
import { PreviewBanner } from './preview-banner';
import { SideMenuNav } from './side-menu-nav';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { SupportLinks } from './support-links';
import { useNavDrawer } from './use-nav-drawer';

/** The founder's app: header (store, plan, account menu), side menu, and the page. */
export default function MainLayout({ children }: { children?: ReactNode }) {
  const nav = useNavDrawer();
  const session = useSession();

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 288, breakpoint: 'sm', collapsed: { mobile: !nav.opened } }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <SkipLink />
      <AppShell.Header>
        <AppHeader session={session.data} navOpened={nav.opened} onToggleNav={nav.toggle} />
      </AppShell.Header>
      <AppShell.Navbar aria-label="Main menu">
        <AppShell.Section grow component={ScrollArea} px="xs" py="sm">
          <SideMenuNav session={session.data} />
        </AppShell.Section>
        <AppShell.Section
          px="md"
          py="sm"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <SupportLinks enabled={session.isSuccess} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <PreviewBanner />
        {session.isPending ? (
          <PageLoader label="Loading your store…" />
        ) : session.isError ? (
          <PageError
            title="We couldn't load your store"
            error={session.error}
            onRetry={() => session.refetch()}
          />
        ) : (
          <>
            <EducationPanel />
            <AreaGate session={session.data}>{children ?? <Outlet />}</AreaGate>
          </>
        )}
      </AppShell.Main>
      {/* `?open=cart` opens the cart over any page of the app. */}
      {session.isSuccess ? <CartDialog /> : null}
      {/* `?open=manage_plan`: plans, pause, cancel and resume over any page; cards come from payments. */}
      {session.isSuccess && session.data.store ? (
        <ManagePlanDialog cardManager={<PaymentMethodsSection />} />
      ) : null}
      {/* The guided tour over the page, and `?education=<guide>` beside it (spec §2). */}
      {session.isSuccess ? <GuidedTour /> : null}
      {session.isSuccess ? <EducationDrawer /> : null}
      {session.isSuccess && session.data.store ? <ChatbotLauncher /> : null}
    </AppShell>
  );
}
