// The store's tech packs, last saved first, paged; "New tech pack" (a product or its packaging) names it
// and opens the editor.
import { Anchor, Button, Group, Modal, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TechPackKind } from '../../../../shared/contract/tech-packs';
import { NewerOlderPager } from '../../../ui/newer-older-pager';
import { PageHeader } from '../../../ui/page-header';
import { PageError, PageLoader } from '../../../ui/page-states';
import { ScrollTable } from '../../../ui/scroll-table';
import {
  HISTORY_PAGE_SIZE,
  useCreateTechPack,
  useTechPackCount,
  useTechPackHistory,
} from '../api/tech-packs';
import { emptyDraft, validateDraft } from '../draft';
import { techPackLinks } from '../links';

export function TechPackHistory() {
  const [page, setPage] = useState(0);
  const [creating, setCreating] = useState(false);
  const history = useTechPackHistory(page);
  const count = useTechPackCount();
  const total = count.data?.count;
  return (
    <Stack>
      <PageHeader
        title="Tech packs"
        description="Every product and packaging spec you send to factories, with every saved version."
        actions={<Button onClick={() => setCreating(true)}>New tech pack</Button>}
      />
      {history.isPending ? <PageLoader label="Loading your tech packs…" /> : null}
      {history.isError ? <PageError error={history.error} onRetry={() => void history.refetch()} /> : null}
      {history.data?.length === 0 && page === 0 ? (
        <Stack align="flex-start" gap="xs">
          <Text>No tech packs yet.</Text>
          <Anchor component={Link} to={techPackLinks.agent()}>
            Start with the AI sourcing agent
          </Anchor>
        </Stack>
      ) : null}
      {history.data && history.data.length > 0 ? (
        <ScrollTable label="Your tech packs" minWidth={560}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Version</Table.Th>
                <Table.Th>Last saved</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.data.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>
                    <Anchor component={Link} to={techPackLinks.review({ techPackId: p.id })}>
                      {p.productName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{p.kind === 'PRODUCT' ? 'Product' : 'Packaging'}</Table.Td>
                  <Table.Td>{p.currentVersion}</Table.Td>
                  <Table.Td>{new Date(p.updatedAt).toLocaleString()}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      ) : null}
      {history.data ? (
        <NewerOlderPager
          page={page}
          rowCount={history.data.length}
          size={HISTORY_PAGE_SIZE}
          onPage={setPage}
        />
      ) : null}
      {total !== undefined && total > 0 ? (
        <Text size="sm" c="dimmed">
          {total} tech pack{total === 1 ? '' : 's'}
        </Text>
      ) : null}
      <NewTechPackModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}

function NewTechPackModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [kind, setKind] = useState<TechPackKind>('PRODUCT');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateTechPack();
  const navigate = useNavigate();
  async function submit() {
    const draft = emptyDraft(kind, name.trim());
    const invalid = validateDraft(draft);
    if (invalid.productName) return setError(invalid.productName);
    try {
      const pack = await create.mutateAsync(draft);
      onClose();
      navigate(techPackLinks.review({ techPackId: pack.id }));
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not create the tech pack');
    }
  }
  return (
    <Modal opened={opened} onClose={onClose} title="New tech pack">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <SegmentedControl
            aria-label="Kind of tech pack"
            value={kind}
            onChange={(v) => setKind(v as TechPackKind)}
            data={[
              { value: 'PRODUCT', label: 'Product' },
              { value: 'PACKAGING', label: 'Packaging' },
            ]}
          />
          <TextInput
            label={kind === 'PRODUCT' ? 'Product name' : 'Packaging name'}
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              Create
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
