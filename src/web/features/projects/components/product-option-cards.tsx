import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { PRODUCT_OPTIONS, type ProductOption } from '../../../../shared/contract/projects';
import { PRODUCT_OPTION_TEXT } from '../labels';

/** The two custom product options of spec §9 as radio cards (a radio group: arrow keys move between them). */
export function ProductOptionCards({
  value,
  onChange,
  error,
}: {
  value: ProductOption | null;
  onChange: (v: ProductOption) => void;
  error?: string;
}) {
  return (
    <Radio.Group
      label="What kind of product?"
      value={value ?? ''}
      onChange={(v) => onChange(v as ProductOption)}
      error={error}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
        {PRODUCT_OPTIONS.map((o) => (
          <Radio.Card key={o} value={o} radius="md" p="md" data-testid={`product-option-${o}`}>
            <Group wrap="nowrap" align="flex-start">
              <Radio.Indicator />
              <Stack gap={2}>
                <Text fw={600}>{PRODUCT_OPTION_TEXT[o].label}</Text>
                <Text size="sm" c="dimmed">
                  {PRODUCT_OPTION_TEXT[o].tradeOff[0]!.toUpperCase() +
                    PRODUCT_OPTION_TEXT[o].tradeOff.slice(1)}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
