import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { ExpandedNetworkRecord } from '../../../../shared/contract/agent-outreach';
import { useSessionUser } from '../../../api/use-session-token';
import { LoadMoreButton } from '../../../ui/load-more-button';
import {
  EXPANDED_MAX_SHOWN,
  EXPANDED_PAGE_SIZE,
  errorText,
  useExpandedNetwork,
  useLoadContact,
  useSendContactInfo,
} from './api';

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function ContactCell({ record, techPackId }: { record: ExpandedNetworkRecord; techPackId: number }) {
  const load = useLoadContact(techPackId);
  if (record.contactStatus === 'SUCCESS' && record.contact)
    return (
      <Stack gap={0} aria-label={`Contact of ${record.name}`}>
        <Text size="sm">{record.contact.name}</Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {record.contact.email}
        </Text>
        {record.contact.phone ? <Text size="sm">{record.contact.phone}</Text> : null}
        {record.contact.website ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {record.contact.website}
          </Text>
        ) : null}
      </Stack>
    );
  if (record.contactStatus === 'LOADING')
    return (
      <Group gap="xs">
        <Loader size="xs" aria-hidden />
        <Text size="sm">Loading the contact…</Text>
      </Group>
    );
  return (
    <Stack gap={4}>
      <Group>
        <Button
          size="xs"
          variant="light"
          loading={load.isPending}
          onClick={() => load.mutate(record.id)}
          aria-label={`Load contact of ${record.name}`}
        >
          Load contact
        </Button>
      </Group>
      {load.isError ? (
        <Text size="xs" c="red" role="alert">
          {errorText(load.error)}
        </Text>
      ) : null}
    </Stack>
  );
}

function EmailContacts({ picked }: { picked: number[] }) {
  const user = useSessionUser();
  const [email, setEmail] = useState(user?.email ?? '');
  const send = useSendContactInfo();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (picked.length === 0 || email.trim() === '') return;
    send.mutate({ userEmail: email.trim(), companyIds: picked });
  };
  return (
    <form onSubmit={submit} aria-label="Email me these contacts">
      <Stack gap="xs">
        <Group align="flex-end" wrap="wrap" gap="xs">
          <TextInput
            label="Your email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            style={{ flex: '1 1 220px' }}
            maxLength={254}
          />
          <Button type="submit" variant="default" loading={send.isPending} disabled={picked.length === 0}>
            Email me these contacts
          </Button>
        </Group>
        {picked.length === 0 ? (
          <Text size="xs" c="dimmed">
            Tick the factories whose contacts you want.
          </Text>
        ) : null}
        {send.isError ? (
          <Alert color="red" role="alert" title="The contacts were not sent">
            {errorText(send.error)}
          </Alert>
        ) : null}
        {send.isSuccess ? (
          <Alert color="teal" role="status">
            {send.data.companyIds.length === 1
              ? 'The contact of 1 factory is on its way'
              : `The contacts of ${send.data.companyIds.length} factories are on their way`}{' '}
            to {email.trim()}.
            {send.data.unknownCompanyIds.length
              ? ` ${send.data.unknownCompanyIds.length} could not be found.`
              : ''}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}

/**
 * The thread's shortlist, part two: factories not on Quarry ranked by fit to the tech pack, their contacts
 * loaded on request (polled while loading), ticked ones go to the shortlist as `expandedRecordIds`.
 */
export function ExpandedNetworkPanel({
  techPackId,
  picked,
  onPickedChange,
}: {
  techPackId: number;
  picked: number[];
  onPickedChange: (ids: number[]) => void;
}) {
  const [shown, setShown] = useState(EXPANDED_PAGE_SIZE);
  const records = useExpandedNetwork(techPackId, shown);
  // A full page back means there may be more; fewer means that was all of them.
  const hasMore = (records.data?.length ?? 0) >= shown && shown < EXPANDED_MAX_SHOWN;
  const loadingCount = records.data?.filter((r) => r.contactStatus === 'LOADING').length ?? 0;
  return (
    <Stack gap="sm" component="section" aria-labelledby="expanded-network-title">
      <Title order={3} size="h4" id="expanded-network-title">
        Expanded network
      </Title>
      <Text size="sm" c="dimmed">
        Factories not on Quarry, best fit first. Tick them to email them the tech pack with your shortlist.
      </Text>
      <Text size="xs" c="dimmed" aria-live="polite" role="status">
        {loadingCount > 0 ? `Loading ${loadingCount === 1 ? '1 contact' : `${loadingCount} contacts`}…` : ''}
      </Text>
      {records.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Loading the expanded network…</Text>
        </Group>
      ) : records.isError ? (
        <Alert color="red" role="alert" title="We couldn't load the expanded network">
          <Stack gap="xs">
            <Text size="sm">{errorText(records.error)}</Text>
            <Group>
              <Button size="xs" variant="light" color="red" onClick={() => records.refetch()}>
                Try again
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : records.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No factory outside Quarry fits this tech pack.
        </Text>
      ) : (
        <>
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {records.data.map((r) => (
              <li key={r.id}>
                <Paper withBorder p="sm" radius="md">
                  <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                    <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
                      <Checkbox
                        label={`${r.name} (${r.countryCode})`}
                        checked={picked.includes(r.id)}
                        onChange={(e) => {
                          const on = e.currentTarget.checked;
                          onPickedChange(on ? [...picked, r.id] : picked.filter((x) => x !== r.id));
                        }}
                      />
                      <Group gap={6} wrap="wrap">
                        <Badge variant="light">{r.category}</Badge>
                        {r.fit != null ? (
                          <Badge variant="light" color="gray">
                            Fit {r.fit}
                          </Badge>
                        ) : null}
                      </Group>
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {[r.city, `MOQ ${r.moq}`, `from ${money(r.unitPriceFromCents)}`]
                          .filter(Boolean)
                          .join(' · ')}
                        {r.capabilities.length ? ` · ${r.capabilities.join(', ')}` : ''}
                      </Text>
                    </Stack>
                    <ContactCell record={r} techPackId={techPackId} />
                  </Group>
                </Paper>
              </li>
            ))}
          </Stack>
          <LoadMoreButton
            label={`Show ${EXPANDED_PAGE_SIZE} more factories`}
            query={{
              hasNextPage: hasMore,
              isFetchingNextPage: records.isPlaceholderData,
              fetchNextPage: () => setShown((n) => n + EXPANDED_PAGE_SIZE),
            }}
          />
          <EmailContacts picked={picked} />
        </>
      )}
    </Stack>
  );
}
