import {
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { resizedImageUrl } from '../../../../shared/rules/image-size';
import { formatMoney } from '../../../../shared/rules/money';
import { paths } from '../../../routing/paths';
import { PageHeader } from '../../../ui/page-header';
import { EmptySection, PageError, PageLoader } from '../../../ui/page-states';
import { ScrollTable } from '../../../ui/scroll-table';
import { type ItemListParams, useSupplierItemCount, useSupplierItems } from '../api/get-items';
import { useSetSupplierItemEnabled } from '../api/set-item-enabled';
import { Pager } from '../components/pager';
import { useListParams } from '../use-list-params';

const PAGE_SIZE = 20;
const SORTS = [
  { value: '-enabledAt', label: 'Newest first' },
  { value: 'title', label: 'Title A–Z' },
  { value: 'productionMinPrice', label: 'Price, low to high' },
  { value: '-productionMinPrice', label: 'Price, high to low' },
  { value: 'moq', label: 'MOQ, low to high' },
];
type StatusFilter = 'ALL' | NonNullable<ItemListParams['status']>;
const STATUSES: { value: StatusFilter; label: string }[] = [
  { value: 'ALL', label: 'All' },
  { value: 'ENABLED', label: 'Listed' },
  { value: 'DISABLED', label: 'Hidden' },
];

/** /supplier/products: the supplier's products, searchable, paged, each listed or hidden with one switch. */
export default function SupplierProductsPage() {
  const { params, page, update } = useListParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const [q] = useDebouncedValue(text.trim(), 300);
  // Only the filters and sorts offered: a hand-edited URL falls back to the default, never a failed load.
  const status = STATUSES.find((s) => s.value === params.get('status'))?.value ?? 'ALL';
  const sort = SORTS.find((s) => s.value === params.get('sort'))?.value ?? '-enabledAt';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the debounced text drives the query string only
  useEffect(() => {
    if (q !== (params.get('q') ?? '')) update({ q, page: null });
  }, [q]);

  const query: ItemListParams = {
    q: params.get('q') ?? undefined,
    status: status === 'ALL' ? undefined : status,
    sort,
    page: page - 1,
    size: PAGE_SIZE,
  };
  const list = useSupplierItems(query);
  const count = useSupplierItemCount(query);
  const toggle = useSetSupplierItemEnabled();
  const filtered = Boolean(query.q) || status !== 'ALL';

  return (
    <>
      <PageHeader
        title="Products"
        description="What founders find in the marketplace. Hidden products stay here, out of their search."
        actions={
          <Button
            component={Link}
            to={paths.supplierPortal.newProduct()}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            Add a product
          </Button>
        }
      />
      <Stack gap="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label="Search your products"
            placeholder="Words of the title"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            w={280}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="status-filter-label">
              Show
            </Text>
            <SegmentedControl
              aria-labelledby="status-filter-label"
              data={STATUSES}
              value={status}
              onChange={(v) => update({ status: v === 'ALL' ? null : v, page: null })}
            />
          </Stack>
          <Select
            label="Sort"
            data={SORTS}
            value={sort}
            allowDeselect={false}
            onChange={(v) => update({ sort: v === '-enabledAt' ? null : v, page: null })}
            w={200}
          />
        </Group>
        {list.isPending ? (
          <PageLoader label="Loading your products…" />
        ) : list.isError ? (
          <PageError
            title="We couldn't load your products"
            error={list.error}
            onRetry={() => list.refetch()}
          />
        ) : list.data.length === 0 ? (
          filtered ? (
            <EmptySection title="No product matches">Try other words, or show all products.</EmptySection>
          ) : (
            <EmptySection title="No products yet">
              Add your first product: founders find it in the marketplace as soon as it is saved.
            </EmptySection>
          )
        ) : (
          <ScrollTable label="Products" minWidth={720}>
            <Table verticalSpacing="sm" highlightOnHover aria-label="Your products">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={64}>Picture</Table.Th>
                  <Table.Th>Product</Table.Th>
                  <Table.Th>From</Table.Th>
                  <Table.Th>MOQ</Table.Th>
                  <Table.Th>In the marketplace</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.map((item) => (
                  <Table.Tr key={item.id} data-testid="product-row">
                    <Table.Td>
                      {item.imageUrls[0] ? (
                        <Image
                          src={resizedImageUrl(item.imageUrls[0], 'compact')}
                          alt=""
                          w={48}
                          h={48}
                          radius="sm"
                          fit="cover"
                        />
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={paths.supplierPortal.product(item.id)} fw={600} size="sm">
                        {item.title}
                      </Anchor>
                      {item.isSampleKit ? (
                        <Badge ml="xs" size="xs" variant="light">
                          Sample kit
                        </Badge>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{formatMoney(item.productionMinPriceCents)}</Table.Td>
                    <Table.Td>{item.moq.toLocaleString('en-US')}</Table.Td>
                    <Table.Td>
                      <Switch
                        checked={item.isEnabled}
                        label={item.isEnabled ? 'Listed' : 'Hidden'}
                        aria-label={`${item.title}: listed in the marketplace`}
                        disabled={toggle.isPending && toggle.variables?.id === item.id}
                        onChange={(e) => toggle.mutate({ id: item.id, enabled: e.currentTarget.checked })}
                      />
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
