import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorText, useAnalyzeSupplier } from './api';

/** A supplier's public web page read into a profile, or the server's reason it could not be read. */
export function AnalyzeSupplierPanel() {
  const [url, setUrl] = useState('');
  const analyze = useAnalyzeSupplier();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (url.trim() === '') return;
    analyze.mutate(url.trim());
  };
  const p = analyze.data;
  return (
    <Stack gap="sm">
      <form onSubmit={submit} aria-label="Analyze a supplier's website">
        <Group align="flex-end" wrap="wrap" gap="xs">
          <TextInput
            label="Supplier's website"
            description="A public page: the agent reads it into a profile."
            placeholder="https://factory.example"
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
            maxLength={2048}
            style={{ flex: '1 1 240px' }}
          />
          <Button type="submit" loading={analyze.isPending} disabled={url.trim() === ''}>
            Analyze
          </Button>
        </Group>
      </form>
      {analyze.isError ? (
        <Alert color="red" role="alert" title="The page could not be read">
          {errorText(analyze.error)}
        </Alert>
      ) : null}
      {p && analyze.isSuccess ? (
        <Paper withBorder p="md" radius="md" component="section" aria-label="Supplier profile">
          <Stack gap="xs">
            <Title order={4} style={{ overflowWrap: 'anywhere' }}>
              {p.name || 'Unnamed supplier'}
            </Title>
            <Anchor
              href={p.url}
              target="_blank"
              rel="noreferrer"
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
            >
              {p.url}
            </Anchor>
            {p.description ? (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {p.description}
              </Text>
            ) : null}
            <Text size="sm" fw={500}>
              Products
            </Text>
            {p.products.length ? (
              <Group gap={6} wrap="wrap">
                {p.products.map((x) => (
                  <Badge key={x} variant="light" style={{ maxWidth: '100%' }}>
                    {x}
                  </Badge>
                ))}
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                None named on the page.
              </Text>
            )}
            <Text size="sm" fw={500}>
              Contact
            </Text>
            {p.contact.emails.length || p.contact.phones.length ? (
              <List size="sm" spacing={2}>
                {[...p.contact.emails, ...p.contact.phones].map((c) => (
                  <List.Item key={c} style={{ overflowWrap: 'anywhere' }}>
                    {c}
                  </List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm" c="dimmed">
                No email or phone on the page.
              </Text>
            )}
            <Text size="sm">
              <Text span fw={500}>
                Country:{' '}
              </Text>
              {p.countryGuess
                ? `${p.countryGuess}${p.countryReason ? ` — ${p.countryReason}` : ''}`
                : 'Unknown'}
            </Text>
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
