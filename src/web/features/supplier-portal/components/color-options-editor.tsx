import { ColorInput, Group, Stack, Text, TextInput } from '@mantine/core';
import { type ColorOption, MAX_COLOR_OPTIONS } from '../../../../shared/rules/color-options';
import { RemoveRowButton, RowListFooter, rowChanges } from './row-list';

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
  const rows = rowChanges(value, onChange);
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
            onChange={(e) => rows.update(i, { name: e.currentTarget.value })}
            error={errors[`colors.${i}.name`]}
            style={{ flex: 2 }}
          />
          <ColorInput
            aria-label={`Colour ${i + 1}: hex colour`}
            placeholder="#9CAF88"
            format="hex"
            value={c.hex}
            onChange={(hex) => rows.update(i, { hex })}
            error={errors[`colors.${i}.hex`]}
            style={{ flex: 2 }}
          />
          <TextInput
            aria-label={`Colour ${i + 1}: variant`}
            placeholder="Variant, e.g. Matte"
            value={c.variant}
            onChange={(e) => rows.update(i, { variant: e.currentTarget.value })}
            error={errors[`colors.${i}.variant`]}
            style={{ flex: 2 }}
          />
          <RemoveRowButton label={`Remove colour ${i + 1}`} onClick={() => rows.remove(i)} />
        </Group>
      ))}
      <RowListFooter
        error={error}
        addLabel="Add a colour"
        count={value.length}
        max={MAX_COLOR_OPTIONS}
        onAdd={() => rows.add({ name: '', hex: '', variant: '' })}
      />
    </Stack>
  );
}
