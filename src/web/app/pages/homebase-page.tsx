import { Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuildingStore,
  IconBuildingWarehouse,
  IconChartBar,
  IconMessages,
  IconPackage,
  IconPalette,
  IconPrinter,
  IconSchool,
  IconSearch,
  IconSparkles,
  IconUserCircle,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import type { SessionInfo } from '../../../shared/contract/stores';
import { FirstSteps } from '../../features/onboarding/components/first-steps';
import { QuizBanner } from '../../features/onboarding/components/quiz-banner';
import { useSession } from '../../features/stores/api/get-session';
import { PLAN_NAMES } from '../../features/stores/plan';
import { PageError, PageLoader } from '../../ui/page-states';
import { useIsPathBuilt } from '../layout/built-paths';
import { isAlwaysAllowed } from '../layout/session-rules';
import { menuAccessForPath } from '../layout/side-menu';

type Area = {
  key: string;
  title: string;
  description: string;
  link: string;
  icon: ComponentType<{ size?: number }>;
};

/** Every area of the app, in the order a founder meets them. */
const AREAS: readonly Area[] = [
  {
    key: 'sourcing',
    title: 'Sourcing',
    description: 'Find vetted suppliers, products and custom manufacturing.',
    link: '/home',
    icon: IconSearch,
  },
  {
    key: 'inbox',
    title: 'Inbox',
    description: 'Talk to suppliers, follow orders and pay invoices.',
    link: '/inbox/messages',
    icon: IconMessages,
  },
  {
    key: 'product-design',
    title: 'Product design',
    description: 'Design products with AI and turn ideas into tech packs.',
    link: '/product-design',
    icon: IconPalette,
  },
  {
    key: 'brand-kits',
    title: 'Brand kits',
    description: 'Brand idea, mood board, market research and product ideas.',
    link: '/business-kits',
    icon: IconSparkles,
  },
  {
    key: 'fulfillment',
    title: 'Fulfillment',
    description: 'Store inventory and ship orders from our partner warehouse.',
    link: '/fulfillment-services',
    icon: IconBuildingWarehouse,
  },
  {
    key: 'orders',
    title: 'Orders',
    description: 'Every order from every sales channel, in one list.',
    link: '/orders',
    icon: IconPackage,
  },
  {
    key: 'storefront',
    title: 'Storefront',
    description: 'Your shop, discounts, subscribers and marketing assets.',
    link: '/manage-shop',
    icon: IconBuildingStore,
  },
  {
    key: 'print-on-demand',
    title: 'Print on demand',
    description: 'Design printed products made only when they sell.',
    link: '/print-on-demand-catalog',
    icon: IconPrinter,
  },
  {
    key: 'analytics',
    title: 'Analytics',
    description: 'Customers, orders, products and marketing, charted.',
    link: '/analytics',
    icon: IconChartBar,
  },
  {
    key: 'education',
    title: 'Education',
    description: 'Workshops and videos from founders and our specialists.',
    link: '/education',
    icon: IconSchool,
  },
  {
    key: 'account',
    title: 'Account',
    description: 'Your store profile, notifications and password.',
    link: '/account-info',
    icon: IconUserCircle,
  },
];

type AreaStatus = 'ready' | 'coming-soon' | 'not-in-plan';

function areaStatus(area: Area, session: SessionInfo, isPathBuilt: (path: string) => boolean): AreaStatus {
  const access = isAlwaysAllowed(area.link)
    ? 'allowed'
    : menuAccessForPath(area.link, { menus: session.menus, isPreviewAccount: false });
  if (access === 'hidden-by-plan') return 'not-in-plan';
  return isPathBuilt(area.link) ? 'ready' : 'coming-soon';
}

const STATUS_BADGE: Record<Exclude<AreaStatus, 'ready'>, { label: string; color: string }> = {
  'coming-soon': { label: 'Coming soon', color: 'gray' },
  'not-in-plan': { label: 'Not in your plan', color: 'orange' },
};

function AreaCard({ area, status }: { area: Area; status: AreaStatus }) {
  const Icon = area.icon;
  const badge = status === 'ready' ? null : STATUS_BADGE[status];
  return (
    <Card component={Link} to={area.link} withBorder padding="lg" data-testid={`area-${area.key}`}>
      <Group justify="space-between" align="flex-start" mb="sm" wrap="nowrap">
        <ThemeIcon size={40} radius="md" variant="light" color={status === 'ready' ? 'violet' : 'gray'}>
          <Icon size={22} />
        </ThemeIcon>
        {badge ? (
          <Badge variant="light" color={badge.color}>
            {badge.label}
          </Badge>
        ) : null}
      </Group>
      <Text fw={600} mb={4}>
        {area.title}
      </Text>
      <Text size="sm" c="dimmed">
        {area.description}
      </Text>
    </Card>
  );
}

/** The founder's start page: who and where they are, and a way into every area of Quarry. */
export default function HomebasePage() {
  const session = useSession();
  const isPathBuilt = useIsPathBuilt();
  if (session.isPending) return <PageLoader />;
  if (session.isError) return <PageError error={session.error} onRetry={() => session.refetch()} />;
  const { store, billingOption, businessPlanAnswers } = session.data;
  const completed = store?.businessPlanCompleted ?? false;

  return (
    <Stack gap="xl">
      <Stack gap={6}>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          Welcome, {store?.title ?? 'founder'}
        </Title>
        <Group gap="xs">
          <Text c="dimmed">You are on the</Text>
          <Badge variant="light" size="lg" data-testid="homebase-plan">
            {PLAN_NAMES[billingOption.planType]} plan
          </Badge>
        </Group>
      </Stack>
      <QuizBanner completed={completed} />
      <FirstSteps answers={businessPlanAnswers} completed={completed} />
      <section aria-labelledby="areas-heading" data-tour="areas">
        <Title order={2} fz="lg" mb="md" id="areas-heading">
          Everything in Quarry
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
          {AREAS.map((area) => (
            <AreaCard key={area.key} area={area} status={areaStatus(area, session.data, isPathBuilt)} />
          ))}
        </SimpleGrid>
      </section>
    </Stack>
  );
}
