import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type { SavedAddress } from '../../../../../shared/contract/cart';
import { addressLines } from '../../../../ui/address-text';

/** Saved addresses as radio cards (a radio group: arrow keys move between them). */
export function AddressCards({
  addresses,
  value,
  onChange,
}: {
  addresses: SavedAddress[];
  value: number | undefined;
  onChange: (id: number) => void;
}) {
  return (
    <Radio.Group label="Ship to" value={value ? String(value) : ''} onChange={(v) => onChange(Number(v))}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="sm">
        {addresses.map((a) => (
          <Radio.Card key={a.id} value={String(a.id)} p="sm" radius="md" data-testid="address-card">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator />
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {a.name}
                  {a.isDefault ? (
                    <Text span size="xs" c="dimmed" fw={400}>
                      {' '}
                      · Default
                    </Text>
                  ) : null}
                </Text>
                {addressLines(a).map((line) => (
                  <Text key={line} size="xs" c="dimmed">
                    {line}
                  </Text>
                ))}
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
