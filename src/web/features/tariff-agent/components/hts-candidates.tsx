import { Badge, Group, Radio, Stack, Text } from '@mantine/core';
import type { ClassifyResponse } from '../../../../shared/contract/tariff-agent';
import { EmptySection } from '../../../ui/page-states';
import { formatRate } from '../format';

/** The suggested HTS codes, each with its reason and general rate; the founder picks one. */
export function HtsCandidates({
  result,
  value,
  onChange,
}: {
  result: ClassifyResponse;
  value: string | null;
  onChange: (hts: string) => void;
}) {
  if (result.candidates.length === 0)
    return (
      <EmptySection title="No HTS code matched">
        Add the product's material and what it is (for example "cotton t-shirt" or "soy wax candle") and ask
        again.
      </EmptySection>
    );
  return (
    <Radio.Group
      value={value}
      onChange={onChange}
      label="Suggested HTS codes"
      description={`${result.source === 'MODEL' ? 'Suggested by the AI model' : 'Matched on the product words'}; confirm the one that fits. Table as of ${result.asOf}.`}
    >
      <Stack gap="xs" mt="xs">
        {result.candidates.map((c) => (
          <Radio.Card key={c.hts} value={c.hts} p="sm" radius="md" withBorder data-testid="hts-candidate">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator aria-hidden />
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={700}>{c.hts}</Text>
                  <Badge variant="light" size="sm">
                    General {formatRate(c.general)}
                  </Badge>
                  {result.currentHts === c.hts ? (
                    <Badge color="green" variant="light" size="sm">
                      In the tech pack
                    </Badge>
                  ) : null}
                </Group>
                <Text size="sm">{c.description}</Text>
                <Text size="xs" c="dimmed">
                  {c.reason}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
