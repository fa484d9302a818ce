import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileDescription, IconMessages, IconPackage, IconStar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../routing/paths';
import { PageHeader } from '../../../ui/page-header';
import { PageError, PageLoader } from '../../../ui/page-states';
import { useSupplierProfile } from '../api/get-profile';
import { useSupplierSummary } from '../api/get-summary';

function Tile({
  icon,
  title,
  figure,
  detail,
  link,
}: {
  icon: ReactNode;
  title: string;
  figure: ReactNode;
  detail: ReactNode;
  link: { to: string; label: string };
}) {
  return (
    <Card withBorder padding="lg" component="section" aria-label={title}>
      <Stack gap="xs">
        <Group gap="xs" c="dimmed">
          {icon}
          <Text size="sm" fw={500}>
            {title}
          </Text>
        </Group>
        <Text fz={32} fw={700} lh={1.1} data-testid={`figure-${title}`}>
          {figure}
        </Text>
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
        <Anchor component={Link} to={link.to} size="sm">
          {link.label}
        </Anchor>
      </Stack>
    </Card>
  );
}

/** /supplier: what needs the supplier's attention, and where to go next. */
export default function SupplierDashboardPage() {
  const summary = useSupplierSummary();
  const profile = useSupplierProfile();
  if (summary.isPending) return <PageLoader label="Loading your dashboard…" />;
  if (summary.isError)
    return (
      <PageError
        title="We couldn't load your dashboard"
        error={summary.error}
        onRetry={() => summary.refetch()}
      />
    );
  const s = summary.data;
  return (
    <>
      <PageHeader
        title={profile.data ? `Welcome, ${profile.data.name}` : 'Dashboard'}
        description="Answer founders quickly: suppliers that reply first win more projects."
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <Tile
          icon={<IconFileDescription size={18} aria-hidden />}
          title="Custom project requests"
          figure={s.awaitingReply}
          detail={`awaiting your quote, of ${s.openProjectRequests} still taking quotes`}
          link={{ to: paths.supplierPortal.requests(), label: 'Answer requests' }}
        />
        <Tile
          icon={<IconPackage size={18} aria-hidden />}
          title="Products"
          figure={s.enabledProducts}
          detail={`listed in the marketplace${s.disabledProducts ? `, ${s.disabledProducts} hidden` : ''}`}
          link={{ to: paths.supplierPortal.products(), label: 'Manage products' }}
        />
        <Tile
          icon={<IconStar size={18} aria-hidden />}
          title="Reviews"
          figure={s.reviewAverage === null ? '—' : s.reviewAverage.toFixed(1)}
          detail={s.reviewCount === 1 ? 'from 1 review' : `from ${s.reviewCount} reviews`}
          link={{ to: paths.supplierPortal.profile(), label: 'Edit your profile' }}
        />
        <Tile
          icon={<IconMessages size={18} aria-hidden />}
          title="Inbox"
          figure={<IconMessages size={32} aria-hidden />}
          detail="Conversations with founders"
          link={{ to: paths.supplierPortal.inbox(), label: 'Open the inbox' }}
        />
      </SimpleGrid>
      {s.enabledProducts === 0 ? (
        <Card withBorder mt="xl" padding="lg">
          <Stack gap="xs" align="flex-start">
            <Title order={2} fz="lg">
              List your first product
            </Title>
            <Text size="sm">
              Founders search the marketplace by product; a supplier without products is hard to find.
            </Text>
            <Button component={Link} to={paths.supplierPortal.newProduct()}>
              Add a product
            </Button>
          </Stack>
        </Card>
      ) : null}
    </>
  );
}
