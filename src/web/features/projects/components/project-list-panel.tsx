import { Anchor, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PROJECT_REQUEST_TYPE_LABELS } from '../../../../shared/contract/projects';
import { paths } from '../../../routing/paths';
import { RoleLock } from '../../../ui/can';
import { EmptySection, PageError, PageLoader } from '../../../ui/page-states';
import { ScrollTable } from '../../../ui/scroll-table';
import { useProjects } from '../api/get-projects';
import { STATUS_COLORS, STATUS_LABELS } from '../labels';

/** The RFP view of /browse-suppliers: the store's custom project requests, newest first. */
export function ProjectListPanel() {
  const list = useProjects({ sort: '-updatedAt' });
  const projects = list.data?.pages.flat() ?? [];
  // Creating a request is a `write` (decision 042).
  const newButton = (
    <RoleLock cls="write">
      <Button component={Link} to={paths.projects.create()} leftSection={<IconPlus size={16} aria-hidden />}>
        New custom project
      </Button>
    </RoleLock>
  );
  return (
    <Stack gap="md" data-testid="project-list">
      <Group justify="space-between">
        <Title order={2} fz="lg">
          Your custom projects
        </Title>
        {newButton}
      </Group>
      {list.isPending ? (
        <PageLoader label="Loading your projects…" />
      ) : list.isError ? (
        <PageError title="We couldn't load your projects" error={list.error} onRetry={() => list.refetch()} />
      ) : projects.length === 0 ? (
        <EmptySection title="No custom projects yet">
          Can't find it in the catalog? Describe what you want made and suppliers answer with quotes you can
          compare side by side.
        </EmptySection>
      ) : (
        <ScrollTable label="Projects" minWidth={640}>
          <Table verticalSpacing="sm" highlightOnHover aria-label="Custom projects">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Project</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Suppliers</Table.Th>
                <Table.Th>Quotes</Table.Th>
                <Table.Th>Updated</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {projects.map((p) => (
                <Table.Tr key={p.id} data-testid="project-row">
                  <Table.Td>
                    <Anchor component={Link} to={paths.projects.project(p.id)} fw={600} size="sm">
                      {p.title}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {p.quantity.toLocaleString('en-US')} units
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{PROJECT_REQUEST_TYPE_LABELS[p.type]}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLORS[p.status]} variant="light">
                      {STATUS_LABELS[p.status]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {p.status === 'DRAFT'
                      ? '—'
                      : p.audience === 'OPEN'
                        ? `Open · ${p.recipientCount}`
                        : p.recipientCount}
                  </Table.Td>
                  <Table.Td data-testid="quote-count">{p.quoteCount}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{new Date(p.updatedAt).toLocaleDateString('en-US')}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {list.hasNextPage ? (
        <Group>
          <Button
            variant="default"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            Show more projects
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
