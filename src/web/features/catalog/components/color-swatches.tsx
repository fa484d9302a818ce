import { ColorSwatch, Group, Stack, Text, Tooltip } from '@mantine/core';
import { parseColorOptions } from '../../../../shared/rules/color-options';

const isHex = (hex: string) => /^#[0-9A-F]{6}$/.test(hex);

/** The colour options string (name|hex|variant;…) as swatches, each named in text. */
export function ColorSwatches({ value }: { value: string }) {
  const options = parseColorOptions(value);
  if (options.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} id="color-options-heading">
        Colour options
      </Text>
      <Group gap="xs" role="list" aria-labelledby="color-options-heading">
        {options.map((o) => {
          const label = [o.name, o.variant].filter(Boolean).join(' – ') || o.hex;
          return (
            <Tooltip key={`${o.name}${o.hex}${o.variant}`} label={label}>
              <Group gap={4} role="listitem" wrap="nowrap">
                <ColorSwatch color={isHex(o.hex) ? o.hex : '#ccc'} size={22} aria-hidden />
                <Text size="xs">{label}</Text>
              </Group>
            </Tooltip>
          );
        })}
      </Group>
    </Stack>
  );
}
