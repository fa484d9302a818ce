// The product's repeatable rows as tables that scroll sideways in a labelled region on a phone: bill of
// materials (with each line's cost and the total by the shared rules), colourways, measurements by size,
// artwork placements, and the quantities grid by colourway × size with its totals.
import { ActionIcon, Button, Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatMoney } from '../../../../shared/rules/money';
import {
  ANY_COLOUR,
  ANY_SIZE,
  bomLineCents,
  bomTotalCents,
  quantityGrid,
} from '../../../../shared/rules/tech-pack-totals';
import { ScrollTable } from '../../../ui/scroll-table';
import { ListError, NumField, type Path, TextField, useEditor } from './fields';

type Row = Record<string, unknown>;

function useRows(path: Path) {
  const { draft, set, readOnly } = useEditor();
  const rows = ((draft as Row)[path[0] as string] as Row[] | undefined) ?? [];
  return {
    rows,
    readOnly,
    add: (row: Row) => set(path, [...rows, row]),
    remove: (i: number) =>
      set(
        path,
        rows.filter((_, j) => j !== i),
      ),
  };
}

function RowsTable({
  label,
  minWidth,
  headers,
  rows,
  render,
  footer,
  onRemove,
  readOnly,
  rowName,
}: {
  label: string;
  minWidth: number;
  headers: string[];
  rows: Row[];
  render: (i: number) => ReactNode[];
  footer?: ReactNode;
  onRemove: (i: number) => void;
  readOnly: boolean;
  rowName: (row: Row, i: number) => string;
}) {
  return (
    <ScrollTable label={label} minWidth={minWidth}>
      <Table verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            {headers.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
            {readOnly ? null : <Table.Th aria-label="Remove" />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their place is their identity while editing.
            <Table.Tr key={i}>
              {render(i).map((cell, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns.
                <Table.Td key={j}>{cell}</Table.Td>
              ))}
              {readOnly ? null : (
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${rowName(row, i)}`}
                    onClick={() => onRemove(i)}
                  >
                    ×
                  </ActionIcon>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {footer}
      </Table>
    </ScrollTable>
  );
}

export function BomTable() {
  const { rows, readOnly, add, remove } = useRows(['billOfMaterials']);
  const lines = rows as { component?: string; quantity?: number; unitCostCents?: number }[];
  const priced = lines.map((l) => ({ quantity: l.quantity ?? 0, unitCostCents: l.unitCostCents ?? 0 }));
  const at = (i: number, f: string): Path => ['billOfMaterials', i, f];
  return (
    <Stack gap="xs">
      {rows.length === 0 ? <Text c="dimmed">No materials yet.</Text> : null}
      {rows.length > 0 ? (
        <RowsTable
          label="Bill of materials lines"
          minWidth={900}
          headers={['Component', 'Material', 'Quantity', 'Unit', 'Unit cost', 'Cost', 'Supplier ref.']}
          rows={rows}
          readOnly={readOnly}
          onRemove={remove}
          rowName={(_, i) => `material line ${i + 1}`}
          render={(i) => [
            <TextField key="c" path={at(i, 'component')} label={`Component, line ${i + 1}`} hideLabel />,
            <TextField key="m" path={at(i, 'material')} label={`Material, line ${i + 1}`} hideLabel />,
            <NumField
              key="q"
              path={at(i, 'quantity')}
              label={`Quantity, line ${i + 1}`}
              hideLabel
              decimals={4}
            />,
            <TextField key="u" path={at(i, 'unit')} label={`Unit, line ${i + 1}`} hideLabel />,
            <NumField
              key="p"
              path={at(i, 'unitCostCents')}
              label={`Unit cost, line ${i + 1}`}
              hideLabel
              cents
            />,
            <Text key="t" ta="right" data-testid={`bom-cost-${i}`}>
              {formatMoney(bomLineCents(priced[i]!))}
            </Text>,
            <TextField
              key="s"
              path={at(i, 'supplierRef')}
              label={`Supplier reference, line ${i + 1}`}
              hideLabel
            />,
          ]}
          footer={
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={5}>Total per unit</Table.Th>
                <Table.Th ta="right" data-testid="bom-total">
                  {formatMoney(bomTotalCents(priced))}
                </Table.Th>
                <Table.Th colSpan={readOnly ? 1 : 2} />
              </Table.Tr>
            </Table.Tfoot>
          }
        />
      ) : null}
      <ListError path={['billOfMaterials']} />
      {readOnly ? null : (
        <Group>
          <Button
            variant="light"
            onClick={() => add({ component: '', material: '', quantity: 1, unit: 'pc', unitCostCents: 0 })}
          >
            Add material
          </Button>
        </Group>
      )}
    </Stack>
  );
}

export function ColourwaysTable() {
  const { rows, readOnly, add, remove } = useRows(['colourways']);
  const at = (i: number, f: string): Path => ['colourways', i, f];
  return (
    <Stack gap="xs">
      {rows.length === 0 ? (
        <Text c="dimmed">No colourways yet.</Text>
      ) : (
        <RowsTable
          label="Colourways"
          minWidth={560}
          headers={['Name', 'Hex (#RRGGBB)', 'Pantone']}
          rows={rows}
          readOnly={readOnly}
          onRemove={remove}
          rowName={(r, i) => `colourway ${(r.name as string) || i + 1}`}
          render={(i) => [
            <TextField key="n" path={at(i, 'name')} label={`Colourway ${i + 1} name`} hideLabel />,
            <TextField key="h" path={at(i, 'hex')} label={`Colourway ${i + 1} hex`} hideLabel />,
            <TextField key="p" path={at(i, 'pantone')} label={`Colourway ${i + 1} Pantone`} hideLabel />,
          ]}
        />
      )}
      <ListError path={['colourways']} />
      {readOnly ? null : (
        <Group>
          <Button variant="light" onClick={() => add({ name: '' })}>
            Add colourway
          </Button>
        </Group>
      )}
    </Stack>
  );
}

export function ArtworkTable() {
  const { rows, readOnly, add, remove } = useRows(['artworkPlacements']);
  const at = (i: number, f: string): Path => ['artworkPlacements', i, f];
  return (
    <Stack gap="xs">
      {rows.length === 0 ? (
        <Text c="dimmed">No artwork placements yet.</Text>
      ) : (
        <RowsTable
          label="Artwork placements"
          minWidth={640}
          headers={['Placement', 'Method', 'Width (in)', 'Height (in)']}
          rows={rows}
          readOnly={readOnly}
          onRemove={remove}
          rowName={(_, i) => `placement ${i + 1}`}
          render={(i) => [
            <TextField key="p" path={at(i, 'placement')} label={`Placement ${i + 1}`} hideLabel />,
            <TextField key="m" path={at(i, 'method')} label={`Method, placement ${i + 1}`} hideLabel />,
            <NumField key="w" path={at(i, 'widthIn')} label={`Width, placement ${i + 1}`} hideLabel />,
            <NumField key="h" path={at(i, 'heightIn')} label={`Height, placement ${i + 1}`} hideLabel />,
          ]}
        />
      )}
      <ListError path={['artworkPlacements']} />
      {readOnly ? null : (
        <Group>
          <Button variant="light" onClick={() => add({ placement: '', method: '' })}>
            Add placement
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** Points of measure by size; the sizes are the size range's. */
export function MeasurementsTable() {
  const { draft, set, readOnly } = useEditor();
  const { rows, add, remove } = useRows(['measurements']);
  const sizes = (draft.kind === 'PRODUCT' ? draft.sizeRange : undefined) ?? [];
  const measuredAt = (i: number, size: string) =>
    (rows[i]?.values as Record<string, number> | undefined)?.[size];
  const setValue = (i: number, size: string, v: number | string) => {
    const values = { ...((rows[i]?.values as Record<string, number>) ?? {}) };
    if (typeof v === 'number') values[size] = v;
    else delete values[size];
    set(['measurements', i, 'values'], values);
  };
  return (
    <Stack gap="xs">
      {rows.length === 0 ? (
        <Text c="dimmed">No measurements yet.</Text>
      ) : (
        <RowsTable
          label="Measurements by size"
          minWidth={360 + sizes.length * 90}
          headers={['Point of measure', 'Tolerance', ...sizes.map((s) => `${s} (in)`)]}
          rows={rows}
          readOnly={readOnly}
          onRemove={remove}
          rowName={(r, i) => `measurement ${(r.point as string) || i + 1}`}
          render={(i) => [
            <TextField
              key="p"
              path={['measurements', i, 'point']}
              label={`Point of measure ${i + 1}`}
              hideLabel
            />,
            <TextField
              key="t"
              path={['measurements', i, 'tolerance']}
              label={`Tolerance, point ${i + 1}`}
              hideLabel
            />,
            ...sizes.map((s) => (
              <NumberInput
                key={s}
                aria-label={`${(rows[i]?.point as string) || `Point ${i + 1}`}, size ${s}`}
                value={measuredAt(i, s) ?? ''}
                readOnly={readOnly}
                hideControls
                min={0}
                decimalScale={2}
                onChange={(v) => setValue(i, s, v)}
              />
            )),
          ]}
        />
      )}
      <ListError path={['measurements']} />
      {readOnly ? null : (
        <Group>
          <Button variant="light" onClick={() => add({ point: '', tolerance: '', values: {} })}>
            Add point of measure
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** Quantities by colourway (rows) × size (columns), with row, column and grand totals. */
export function QuantitiesGrid() {
  const { draft, set, readOnly } = useEditor();
  if (draft.kind !== 'PRODUCT') return null;
  const grid = quantityGrid(draft);
  const lines = draft.quantities ?? [];
  if (grid.sizes.length === 0 || grid.colours.length === 0)
    return <Text c="dimmed">Add sizes and colourways first: the grid is colourway by size.</Text>;
  const setCell = (colour: string, size: string, value: number | string) => {
    const asField = (v: string, any: string) => (v === any ? undefined : v);
    const same = (l: (typeof lines)[number]) =>
      (l.colourway?.trim() || ANY_COLOUR) === colour && (l.size?.trim() || ANY_SIZE) === size;
    const kept = lines.filter((l) => !same(l));
    const n = typeof value === 'number' ? Math.max(0, Math.round(value)) : 0;
    const line = { size: asField(size, ANY_SIZE), colourway: asField(colour, ANY_COLOUR), quantity: n };
    set(['quantities'], n > 0 ? [...kept, line] : kept);
  };
  return (
    <Stack gap="xs">
      <ScrollTable label="Quantities by colourway and size" minWidth={200 + grid.sizes.length * 100}>
        <Table verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Colourway</Table.Th>
              {grid.sizes.map((s) => (
                <Table.Th key={s}>{s}</Table.Th>
              ))}
              <Table.Th ta="right">Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {grid.colours.map((c, i) => (
              <Table.Tr key={c}>
                <Table.Th scope="row">{c}</Table.Th>
                {grid.sizes.map((s) => (
                  <Table.Td key={s}>
                    <NumberInput
                      aria-label={`Quantity of ${c}, size ${s}`}
                      value={grid.cell(c, s) || ''}
                      readOnly={readOnly}
                      hideControls
                      min={0}
                      allowDecimal={false}
                      thousandSeparator=","
                      onChange={(v) => setCell(c, s, v)}
                    />
                  </Table.Td>
                ))}
                <Table.Td ta="right">{grid.colourTotals[i]!.toLocaleString('en-US')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">Total</Table.Th>
              {grid.sizeTotals.map((t, i) => (
                <Table.Th key={grid.sizes[i]}>{t.toLocaleString('en-US')}</Table.Th>
              ))}
              <Table.Th ta="right" data-testid="quantity-total">
                {grid.total.toLocaleString('en-US')}
              </Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </ScrollTable>
      <ListError path={['quantities']} />
    </Stack>
  );
}
