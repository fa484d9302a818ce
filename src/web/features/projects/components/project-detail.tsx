import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { PROJECT_REQUEST_TYPE_LABELS, type Project } from '../../../../shared/contract/projects';
import { formatMoney } from '../../../../shared/rules/money';
import { paths } from '../../../routing/paths';
import { RoleLock } from '../../../ui/can';
import { Fact } from '../../../ui/fact';
import { EmptySection, PageError, PageLoader } from '../../../ui/page-states';
import { useQuoteComparison } from '../api/get-quote-comparison';
import { useProjectAction } from '../api/project-actions';
import { PRODUCT_OPTION_TEXT, STATUS_COLORS, STATUS_LABELS } from '../labels';
import { AwardNextSteps } from './award-next-steps';
import { QuoteComparisonTable } from './quote-comparison-table';

const RECIPIENT_LABELS = { PENDING: 'Waiting', QUOTED: 'Quoted', DECLINED: 'Declined' } as const;

/** DETAIL mode: a sent (or finished) request, its recipients and the quotes side by side. */
export function ProjectDetail({ project }: { project: Project }) {
  const comparison = useQuoteComparison(project.id, { live: project.status === 'SENT' });
  const action = useProjectAction();
  const [confirmClose, setConfirmClose] = useState(false);
  const pendingQuoteId =
    action.isPending && action.variables.kind !== 'close' ? action.variables.quoteId : null;
  const awarded =
    project.status === 'AWARDED'
      ? comparison.data?.rows.find((r) => r.quoteId === project.awardedQuoteId)
      : undefined;
  const closing = action.isPending && action.variables.kind === 'close';

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              {project.title}
            </Title>
            <Badge color={STATUS_COLORS[project.status]} data-testid="project-status">
              {STATUS_LABELS[project.status]}
            </Badge>
          </Group>
          <Text c="dimmed" size="sm">
            {PROJECT_REQUEST_TYPE_LABELS[project.type]}
            {project.sentAt ? ` · sent ${new Date(project.sentAt).toLocaleDateString('en-US')}` : ''}
          </Text>
        </Stack>
        {project.status === 'SENT' ? (
          <RoleLock cls="write">
            <Button variant="default" color="red" loading={closing} onClick={() => setConfirmClose(true)}>
              Close without awarding
            </Button>
          </RoleLock>
        ) : null}
      </Group>
      {/* Closing is final (no quote can be awarded after): it is asked once more. */}
      <Modal
        opened={confirmClose && project.status === 'SENT'}
        onClose={() => setConfirmClose(false)}
        title="Close without awarding?"
      >
        <Stack gap="md">
          <Text size="sm">
            “{project.title}” stops collecting quotes and no supplier wins it: suppliers can no longer quote
            on it. This cannot be undone.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmClose(false)}>
              Keep collecting quotes
            </Button>
            <Button
              color="red"
              loading={closing}
              onClick={() =>
                action.mutate({ kind: 'close', id: project.id }, { onSettled: () => setConfirmClose(false) })
              }
            >
              Close the request
            </Button>
          </Group>
        </Stack>
      </Modal>

      {awarded ? (
        <AwardNextSteps
          projectId={project.id}
          quoteId={awarded.quoteId}
          supplier={{ id: awarded.companyId, name: awarded.companyName }}
        />
      ) : null}

      <Card withBorder>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Fact label="Quantity" value={`${project.quantity.toLocaleString('en-US')} units`} />
          <Fact
            label="Target unit price"
            value={project.targetUnitPriceCents == null ? '—' : formatMoney(project.targetUnitPriceCents)}
          />
          <Fact
            label="Audience"
            value={project.audience === 'OPEN' ? 'Open to matching suppliers' : 'Chosen suppliers'}
          />
          <Fact label="Quotes" value={project.quoteCount} />
        </SimpleGrid>
        {project.productOption ? (
          <Text size="sm" mt="md">
            {PRODUCT_OPTION_TEXT[project.productOption].label}
          </Text>
        ) : null}
        <Text size="sm" mt="md" style={{ whiteSpace: 'pre-wrap' }}>
          {project.description}
        </Text>
        <Text size="sm" mt="md" c="dimmed" fs="italic">
          “{project.introMessage}”
        </Text>
        {project.attachments.length ? (
          <List size="sm" mt="md">
            {project.attachments.map((a) => (
              <List.Item key={a.key}>
                <Anchor href={a.url} target="_blank" rel="noreferrer">
                  {a.fileName}
                </Anchor>
              </List.Item>
            ))}
          </List>
        ) : null}
      </Card>

      <Stack gap="xs">
        <Title order={2} fz="lg">
          Suppliers
        </Title>
        {project.recipients.length === 0 ? (
          <EmptySection title="No supplier has answered yet">
            {project.audience === 'OPEN'
              ? 'Suppliers in the request’s categories see it and appear here when they answer.'
              : 'The suppliers you chose appear here.'}
          </EmptySection>
        ) : (
          <Group gap="xs" data-testid="project-recipients">
            {project.recipients.map((r) => (
              <Group key={r.companyId} gap={4} wrap="nowrap">
                <Badge
                  variant="outline"
                  color={r.status === 'DECLINED' ? 'gray' : r.status === 'QUOTED' ? 'green' : 'blue'}
                  component={Link}
                  to={paths.catalog.supplier(r.companyId)}
                  style={{ cursor: 'pointer', textTransform: 'none' }}
                >
                  {r.companyName} · {RECIPIENT_LABELS[r.status]}
                </Badge>
                {/* The inbox opens the conversation with this request attached as a card. */}
                <Anchor
                  component={Link}
                  size="xs"
                  to={paths.messaging.inbox({ supplierId: r.companyId, projectRequestId: project.id })}
                  aria-label={`Message ${r.companyName}`}
                >
                  Message
                </Anchor>
              </Group>
            ))}
          </Group>
        )}
      </Stack>

      <Stack gap="xs">
        <Title order={2} fz="lg">
          Quotes
        </Title>
        {action.error ? (
          <Text c="red" size="sm" role="alert">
            {action.error.message}
          </Text>
        ) : null}
        {comparison.isPending ? (
          <PageLoader label="Loading quotes…" />
        ) : comparison.isError ? (
          <PageError
            title="We couldn't load the quotes"
            error={comparison.error}
            onRetry={() => comparison.refetch()}
          />
        ) : comparison.data.rows.length === 0 ? (
          <EmptySection title="No quotes yet">
            Suppliers answer with a price per quantity tier, their MOQ and lead time; you compare them here.
          </EmptySection>
        ) : (
          <QuoteComparisonTable
            comparison={comparison.data}
            projectStatus={project.status}
            pendingQuoteId={pendingQuoteId}
            onAward={(quoteId) => action.mutate({ kind: 'award', id: project.id, quoteId })}
            onDecline={(quoteId) => action.mutate({ kind: 'decline', id: project.id, quoteId })}
          />
        )}
      </Stack>
    </Stack>
  );
}
