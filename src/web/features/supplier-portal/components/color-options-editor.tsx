import { ActionIcon, Button, ColorInput, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type ColorOption, MAX_COLOR_OPTIONS } from '../../../../shared/rules/color-options';

/**
 * The colour options of a product as rows (name, hex colour, optional variant such as "Matte"); the form
 * saves them as the spec's name|hex|variant string. Errors come keyed `colors.{i}.{field}`.
 */
export function ColorOptionsEditor({
  value,
  onChange,
  errors,
  error,
}: {
  value: ColorOption[];
  onChange: (next: ColorOption[]) => void;
  errors: Record<string, string | undefined>;
  error?: string;
}) {
  const set = (i: number, patch: Partial<ColorOption>) =>
    onChange(value.map((c, k) => (k === i ? { ...c, ...patch } : c)));
  return (
    <Stack gap="xs" role="group" aria-labelledby="colour-options-label">
      <Text size="sm" fw={500} id="colour-options-label">
        Colour options{' '}
        <Text span size="xs" c="dimmed">
          (optional)
        </Text>
      </Text>
      {value.length === 0 ? (
        <Text size="sm" c="dimmed">
          No colour options: the product comes in one colour.
        </Text>
      ) : null}
      {value.map((c, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
        <Group key={i} align="flex-start" gap="xs" wrap="nowrap" data-testid="colour-row">
          <TextInput
            aria-label={`Colour ${i + 1}: name`}
            placeholder="Name, e.g. Sage"
            value={c.name}
            onChange={(e) => set(i, { name: e.currentTarget.value })}
            error={errors[`colors.${i}.name`]}
            style={{ flex: 2 }}
          />
          <ColorInput
            aria-label={`Colour ${i + 1}: hex colour`}
            placeholder="#9CAF88"
            format="hex"
            value={c.hex}
            onChange={(hex) => set(i, { hex })}
            error={errors[`colors.${i}.hex`]}
            style={{ flex: 2 }}
          />
          <TextInput
            aria-label={`Colour ${i + 1}: variant`}
            placeholder="Variant, e.g. Matte"
            value={c.variant}
            onChange={(e) => set(i, { variant: e.currentTarget.value })}
            error={errors[`colors.${i}.variant`]}
            style={{ flex: 2 }}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            mt={4}
            aria-label={`Remove colour ${i + 1}`}
            onClick={() => onChange(value.filter((_, k) => k !== i))}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={value.length >= MAX_COLOR_OPTIONS}
          onClick={() => onChange([...value, { name: '', hex: '', variant: '' }])}
        >
          Add a colour
        </Button>
      </Group>
    </Stack>
  );
}
