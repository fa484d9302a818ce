import { ColorInput, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PaletteColor } from '../../../../shared/contract/brand-kits';
import { EditableText } from './editable-text';
import { useSettledColor } from './slide-color-picker';

function PaletteColorField({
  index,
  color,
  onSave,
}: {
  index: number;
  color: PaletteColor;
  onSave: (next: PaletteColor) => void;
}) {
  const hex = useSettledColor(color.hexCode, (hexCode) => onSave({ ...color, hexCode }));
  return (
    <Paper withBorder p="sm" data-testid={`palette-color-${index}`}>
      <Stack gap="xs">
        <ColorInput {...hex} format="hex" label={`Colour ${index + 1}`} withEyeDropper={false} />
        <EditableText
          label={`Colour ${index + 1} name`}
          value={color.name}
          maxLength={60}
          required="A colour needs a name"
          onSave={(name) => onSave({ ...color, name })}
        />
        <EditableText
          label={`Colour ${index + 1} description`}
          value={color.description}
          maxLength={300}
          multiline
          onSave={(description) => onSave({ ...color, description })}
        />
      </Stack>
    </Paper>
  );
}

/**
 * The brand's four colours, each with its name and description (spec §5). Changing one saves the whole
 * palette; the server moves every slide that used the old colour to the new one (spec §4).
 */
export function PaletteEditor({
  palette,
  onSave,
}: {
  palette: PaletteColor[];
  onSave: (palette: PaletteColor[]) => void;
}) {
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600}>Colour palette</Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        {palette.map((color, index) => (
          <PaletteColorField
            // biome-ignore lint/suspicious/noArrayIndexKey: the palette has four fixed positions.
            key={index}
            index={index}
            color={color}
            onSave={(next) => onSave(palette.map((c, i) => (i === index ? next : c)))}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
