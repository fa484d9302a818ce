import { Anchor, Avatar, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { SupplierRelationship } from '../../../../shared/contract/supplier-invites';
import { formatRelativeOrDate } from '../../../../shared/rules/dates';
import { paths } from '../../../routing/paths';
import { EmptySection, PageError, PageLoader } from '../../../ui/page-states';
import { useActiveConversations } from '../api/get-conversations';
import { useStoreSuppliers } from '../api/get-store-suppliers';
import { combineMySuppliers } from '../my-suppliers';
import { useRealtimeEvents } from '../realtime/realtime-provider';
import { UnreadCount } from './unread-count';

const RELATIONSHIP_LABELS: Record<SupplierRelationship, string> = {
  FAVORITED: 'Favorite',
  INVITED: 'Invited',
  REVIEWED: 'Reviewed',
  REQUESTED: 'Custom project',
  MESSAGED: 'Messaged',
};

/** "My suppliers": every supplier the store works with or talks to, with a Message action and unread count. */
export function MySuppliersPanel() {
  const suppliers = useStoreSuppliers();
  const conversations = useActiveConversations();
  useRealtimeEvents(() => {});

  if (suppliers.isPending || conversations.isPending) return <PageLoader label="Loading your suppliers…" />;
  if (suppliers.isError || conversations.isError) {
    return (
      <PageError
        title="We couldn't load your suppliers"
        error={suppliers.error ?? conversations.error}
        onRetry={() => {
          void suppliers.refetch();
          void conversations.refetch();
        }}
      />
    );
  }
  const rows = combineMySuppliers(suppliers.data, conversations.data);
  if (rows.length === 0) {
    return (
      <EmptySection title="No suppliers yet">
        Suppliers you favorite, invite, review, send a custom project or message appear here.{' '}
        <Anchor component={Link} to={paths.catalog.browse()}>
          Find a supplier
        </Anchor>
      </EmptySection>
    );
  }
  return (
    <Stack gap="xs" role="list" aria-label="My suppliers">
      {rows.map((row) => (
        <Paper key={row.key} withBorder p="sm" role="listitem" data-testid="my-supplier-row">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <Avatar src={row.imageUrl} alt="" radius="md">
                {row.name.slice(0, 2)}
              </Avatar>
              <Stack gap={2} style={{ minWidth: 0 }}>
                {row.supplierId !== null ? (
                  <Anchor
                    component={Link}
                    to={paths.catalog.supplier(row.supplierId)}
                    fw={600}
                    size="sm"
                    truncate
                  >
                    {row.name}
                  </Anchor>
                ) : (
                  <Text fw={600} size="sm" truncate>
                    {row.name}
                  </Text>
                )}
                <Group gap={4}>
                  {row.relationships.map((r) => (
                    <Badge key={r} size="xs" variant="light" color="gray">
                      {RELATIONSHIP_LABELS[r]}
                    </Badge>
                  ))}
                  {row.lastActivityAt ? (
                    <Text size="xs" c="dimmed">
                      {formatRelativeOrDate(row.lastActivityAt)}
                    </Text>
                  ) : null}
                </Group>
              </Stack>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <UnreadCount count={row.unreadCount} />
              {row.supplierId !== null ? (
                <Button
                  component={Link}
                  size="xs"
                  variant="light"
                  to={
                    row.conversationId !== null
                      ? paths.messaging.inbox({ conversation: row.conversationId })
                      : paths.messaging.inbox({ supplierId: row.supplierId })
                  }
                  aria-label={`Message ${row.name}`}
                >
                  Message
                </Button>
              ) : (
                <Text size="xs" c="dimmed">
                  Not on Quarry yet
                </Text>
              )}
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
