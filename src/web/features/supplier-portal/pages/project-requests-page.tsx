import { Anchor, Badge, Group, Select, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PROJECT_REQUEST_TYPE_LABELS } from '../../../../shared/contract/projects';
import { formatDate } from '../../../../shared/rules/dates';
import { formatMoney } from '../../../../shared/rules/money';
import { paths } from '../../../routing/paths';
import { PageHeader } from '../../../ui/page-header';
import { EmptySection, PageError, PageLoader } from '../../../ui/page-states';
import { ScrollTable } from '../../../ui/scroll-table';
import {
  type RequestListParams,
  useSupplierRequestCount,
  useSupplierRequests,
} from '../api/get-project-requests';
import { Pager } from '../components/pager';
import { MY_STATUS_COLORS, MY_STATUS_LABELS, REQUEST_STATUS_LABELS } from '../labels';
import { useListParams } from '../use-list-params';

const PAGE_SIZE = 20;
const SORTS: { value: RequestListParams['sort']; label: string }[] = [
  { value: '-sentAt', label: 'Newest first' },
  { value: 'sentAt', label: 'Oldest first' },
  { value: '-quantity', label: 'Largest quantity' },
];

/** /supplier/project-requests: requests sent to the supplier, or open ones in its categories. */
export default function SupplierProjectRequestsPage() {
  const { params, page, update } = useListParams();
  const sort = SORTS.find((s) => s.value === params.get('sort'))?.value ?? '-sentAt';
  const list = useSupplierRequests({ sort, page: page - 1, size: PAGE_SIZE });
  const count = useSupplierRequestCount();

  return (
    <>
      <PageHeader
        title="Custom project requests"
        description="Founders describe what they want made; quote while a request is taking quotes."
        actions={
          <Select
            label="Sort"
            data={SORTS}
            value={sort}
            allowDeselect={false}
            onChange={(v) => update({ sort: v === '-sentAt' ? null : v, page: null })}
            w={200}
          />
        }
      />
      <Stack gap="md">
        {list.isPending ? (
          <PageLoader label="Loading requests…" />
        ) : list.isError ? (
          <PageError
            title="We couldn't load the requests"
            error={list.error}
            onRetry={() => list.refetch()}
          />
        ) : list.data.length === 0 ? (
          <EmptySection title="No requests yet">
            Requests sent to you, and open requests in the categories of your profile, appear here.
          </EmptySection>
        ) : (
          <ScrollTable label="Project requests" minWidth={760}>
            <Table verticalSpacing="sm" highlightOnHover aria-label="Custom project requests">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Request</Table.Th>
                  <Table.Th>Founder</Table.Th>
                  <Table.Th>Quantity</Table.Th>
                  <Table.Th>Target unit price</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Sent</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.map((r) => (
                  <Table.Tr key={r.id} data-testid="request-row">
                    <Table.Td>
                      <Anchor component={Link} to={paths.supplierPortal.request(r.id)} fw={600} size="sm">
                        {r.title}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {PROJECT_REQUEST_TYPE_LABELS[r.type]}
                        {r.audience === 'OPEN' ? ' · open to matching suppliers' : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{r.storeName}</Text>
                    </Table.Td>
                    <Table.Td>{r.quantity.toLocaleString('en-US')}</Table.Td>
                    <Table.Td>
                      {r.targetUnitPriceCents === null ? '—' : formatMoney(r.targetUnitPriceCents)}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {r.status === 'SENT' ? (
                          <Badge color={MY_STATUS_COLORS[r.myStatus]} variant="light">
                            {MY_STATUS_LABELS[r.myStatus]}
                          </Badge>
                        ) : (
                          <Badge color="gray" variant="light">
                            {REQUEST_STATUS_LABELS[r.status]}
                          </Badge>
                        )}
                        {r.myQuote?.status === 'AWARDED' ? <Badge color="green">Awarded to you</Badge> : null}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{r.sentAt ? formatDate(r.sentAt) : '—'}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
        <Pager total={count.data?.count ?? 0} pageSize={PAGE_SIZE} />
      </Stack>
    </>
  );
}
