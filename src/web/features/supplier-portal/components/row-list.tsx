import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';

// What the portal's row editors (invoice lines, price tiers, colour options) share: rows changed in place,
// a remove button on each, and under them the list's own error and an add button up to a limit.

/** Changes, removes and adds rows, handing the new list to `onChange`. */
export function rowChanges<T>(rows: T[], onChange: (next: T[]) => void) {
  return {
    update: (i: number, patch: Partial<T>) =>
      onChange(rows.map((r, k) => (k === i ? { ...r, ...patch } : r))),
    remove: (i: number) => onChange(rows.filter((_, k) => k !== i)),
    add: (row: T) => onChange([...rows, row]),
  };
}

export function RemoveRowButton({
  label,
  disabled,
  onClick,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <ActionIcon variant="subtle" color="gray" mt={4} aria-label={label} disabled={disabled} onClick={onClick}>
      <IconTrash size={16} />
    </ActionIcon>
  );
}

/** The list's own error (not a row's), and the add button, disabled once there are `max` rows. */
export function RowListFooter({
  error,
  addLabel,
  count,
  max,
  onAdd,
}: {
  error?: string;
  addLabel: string;
  count: number;
  max: number;
  onAdd: () => void;
}) {
  return (
    <>
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
          disabled={count >= max}
          onClick={onAdd}
        >
          {addLabel}
        </Button>
      </Group>
    </>
  );
}
