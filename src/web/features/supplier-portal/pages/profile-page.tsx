import { Badge, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '../../../../shared/rules/dates';
import { PageHeader } from '../../../ui/page-header';
import { PageError, PageLoader } from '../../../ui/page-states';
import { useSupplierProfile } from '../api/get-profile';
import { ProfileForm } from '../components/profile-form';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {children}
      </Text>
    </Group>
  );
}

/**
 * /supplier/profile: the company founders see, and what Quarry keeps about it. `account` (composed by the
 * app: the sign-in settings of another feature) shows under it in the side column.
 */
export default function SupplierProfilePage({ account }: { account?: ReactNode }) {
  const profile = useSupplierProfile();
  if (profile.isPending) return <PageLoader label="Loading your profile…" />;
  if (profile.isError)
    return (
      <PageError
        title="We couldn't load your profile"
        error={profile.error}
        onRetry={() => profile.refetch()}
      />
    );
  const p = profile.data;
  return (
    <>
      <PageHeader title="Profile" description="How founders see your company in the marketplace." />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <ProfileForm key={p.id} profile={p} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder padding="lg" component="aside" aria-labelledby="kept-by-quarry">
            <Stack gap="sm">
              <Title order={2} fz="md" id="kept-by-quarry">
                Kept by Quarry
              </Title>
              <Text size="xs" c="dimmed">
                Measured from orders and reviews, or decided by Quarry's team; not editable here.
              </Text>
              <Fact label="Reviews">
                {p.reviewAverage === null ? 'None yet' : `${p.reviewAverage.toFixed(1)} ★ (${p.reviewCount})`}
              </Fact>
              <Fact label="Orders through Quarry">{p.orderVolume.toLocaleString('en-US')}</Fact>
              <Fact label="Verified">
                {p.isVerified ? <Badge color="green">Verified</Badge> : <Badge color="gray">Not yet</Badge>}
              </Fact>
              <Fact label="Network">{p.isExpandedNetwork ? 'Expanded network' : 'Quarry suppliers'}</Fact>
              <Fact label="On Quarry since">{formatDate(p.firstEnabledAt)}</Fact>
            </Stack>
          </Card>
          {account}
        </Grid.Col>
      </Grid>
    </>
  );
}
