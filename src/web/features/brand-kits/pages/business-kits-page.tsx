import { Button, Group, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { RoleLock } from '../../../ui/can';
import { PageHeader } from '../../../ui/page-header';
import { EmptySection, PageError, PageLoader } from '../../../ui/page-states';
import { useBrandKits } from '../api/get-brand-kits';
import { useArchiveBrandKit } from '../api/kit-actions';
import { CreateKitModal } from '../components/create-kit-modal';
import { KitCard } from '../components/kit-card';

/** /business-kits: the store's business kits, and starting a new one from an idea. */
export default function BusinessKitsPage() {
  const [showArchived, setShowArchived] = useState(false);
  const [creating, setCreating] = useState(false);
  const kits = useBrandKits(showArchived);
  const archive = useArchiveBrandKit();

  let body: ReactNode;
  if (kits.isPending) body = <PageLoader label="Loading your business kits…" />;
  else if (kits.isError)
    body = (
      <PageError
        title="We couldn't load your business kits"
        error={kits.error}
        onRetry={() => kits.refetch()}
      />
    );
  else if (kits.data.length === 0)
    body = showArchived ? (
      <EmptySection title="No archived kits">
        Kits you archive wait here until you bring them back.
      </EmptySection>
    ) : (
      <Stack gap="sm" align="flex-start" py="md" data-testid="kits-empty">
        <Text fw={600}>No business kits yet</Text>
        <Text size="sm" c="dimmed" maw={520}>
          Start from an idea — a category and a sentence about your product — and get a brand, a mood board,
          market research and product ideas matched to real suppliers in minutes.
        </Text>
        <RoleLock cls="write">
          <Button variant="light" onClick={() => setCreating(true)}>
            Create your first kit
          </Button>
        </RoleLock>
      </Stack>
    );
  else
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {kits.data.map((kit) => (
          <KitCard
            key={kit.id}
            kit={kit}
            onArchive={(k, isArchived) =>
              archive.mutate(
                { id: k.id, isArchived },
                {
                  onSuccess: () =>
                    notifications.show({
                      color: 'green',
                      message: isArchived
                        ? `${k.brandName || k.category} is archived`
                        : `${k.brandName || k.category} is back in your kits`,
                    }),
                },
              )
            }
          />
        ))}
      </SimpleGrid>
    );

  return (
    <Stack gap="md">
      <PageHeader
        title="Business kits"
        description="A brand, a mood board, market research and product ideas for each of your ideas."
        actions={
          <Group gap="md">
            <Switch
              label="Show archived kits"
              checked={showArchived}
              onChange={(e) => setShowArchived(e.currentTarget.checked)}
            />
            <RoleLock cls="write">
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
                Create a business kit
              </Button>
            </RoleLock>
          </Group>
        }
      />
      {body}
      <CreateKitModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
