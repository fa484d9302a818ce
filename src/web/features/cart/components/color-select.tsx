import { Select } from '@mantine/core';
import type { CatalogItem } from '../../../../shared/contract/catalog';
import { parseColorOptions } from '../../../../shared/rules/color-options';

/** The product's colours (name|hex|variant, spec §3) as a required choice; nothing when it has none. */
export function ColorSelect({
  item,
  value,
  onChange,
  error,
}: {
  item: CatalogItem;
  value: string | null;
  onChange: (v: string | null) => void;
  error?: string;
}) {
  const options = parseColorOptions(item.colorOptions).filter((o) => o.name);
  if (options.length === 0) return null;
  return (
    <Select
      label="Colour"
      required
      data={options.map((o) => ({ value: o.name, label: o.variant ? `${o.name} – ${o.variant}` : o.name }))}
      value={value}
      onChange={onChange}
      allowDeselect={false}
      error={error}
      maw={260}
    />
  );
}
