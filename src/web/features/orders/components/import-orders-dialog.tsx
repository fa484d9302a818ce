import {
  Alert,
  Anchor,
  Button,
  Code,
  FileInput,
  Group,
  Modal,
  Progress,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  EXAMPLE_ORDER_CSV,
  type ImportTask,
  ORDER_IMPORT_COLUMNS,
} from '../../../../shared/contract/sales-orders';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';
import { ScrollTable } from '../../../ui/scroll-table';
import { useImportTask } from '../api/orders-queries';

/** Saves text as a file through a temporary link. */
export function saveText(text: string, fileName: string, type = 'text/csv') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const csvCell = (v: string | number) =>
  /[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v);
const errorReport = (task: ImportTask) =>
  [
    'row,field,message',
    ...task.errors.map((e) => [e.row, e.field ?? '', e.message].map(csvCell).join(',')),
  ].join('\n');

function TaskProgress({ task }: { task: ImportTask }) {
  const running = task.status === 'QUEUED' || task.status === 'RUNNING';
  const pct =
    task.totalRows > 0 ? Math.round((task.processedRows / task.totalRows) * 100) : running ? 0 : 100;
  return (
    <Stack gap="xs" aria-live="polite">
      <Text size="sm" fw={500}>
        {task.status === 'QUEUED'
          ? 'Waiting to start…'
          : task.status === 'RUNNING'
            ? `Importing… ${task.processedRows} of ${task.totalRows} rows`
            : task.status === 'FAILED'
              ? 'The import stopped'
              : 'Import finished'}
      </Text>
      <Progress value={pct} animated={running} aria-label="Import progress" />
      <Text size="sm" data-testid="import-summary">
        {task.createdOrders} order{task.createdOrders === 1 ? '' : 's'} created · {task.skippedOrders} skipped
        with errors · {task.duplicateOrders} already imported
      </Text>
      {task.errors.length > 0 ? (
        <Stack gap={4}>
          <Group justify="space-between">
            <Text size="sm" fw={500} c="red.8">
              {task.errors.length} problem{task.errors.length === 1 ? '' : 's'} — orders with a problem were
              not imported
            </Text>
            <Button
              size="xs"
              variant="default"
              onClick={() => saveText(errorReport(task), `import-${task.id}-errors.csv`)}
            >
              Download error report
            </Button>
          </Group>
          <ScrollTable label="Rows with problems" minWidth={360} mah={220}>
            <Table aria-label="Import errors" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Row</Table.Th>
                  <Table.Th>Column</Table.Th>
                  <Table.Th>Problem</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {task.errors.slice(0, 100).map((e) => (
                  <Table.Tr key={`${e.row}-${e.field}-${e.message}`}>
                    <Table.Td>{e.row}</Table.Td>
                    <Table.Td>{e.field ?? '—'}</Table.Td>
                    <Table.Td>{e.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** Import orders from a CSV: the columns, an example file, the upload, live progress and the error report. */
export function ImportOrdersDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const qc = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [taskId, setTaskId] = useState<number | null>(null);
  const task = useImportTask(taskId);
  const start = useMutation({
    mutationFn: async (f: File) =>
      callApi('POST /web/orders/action/import-task', {
        body: { fileName: f.name, csv: await f.text() },
        quiet: true,
      }),
    onSuccess: (t) => setTaskId(t.id),
  });
  const status = task.data?.status;
  useEffect(() => {
    if (status === 'DONE') void qc.invalidateQueries({ queryKey: queryKeys.salesOrders.all() });
  }, [status, qc]);
  const close = () => {
    setFile(null);
    setTaskId(null);
    start.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Import orders from a CSV file" size="lg">
      <Stack gap="sm">
        <Text size="sm">
          One row per order line; rows with the same order number make one order (its customer, address,
          method, tags and notes come from its first row). Amounts in dollars (24.00), dates like 2026-11-30.
          Tags are separated by semicolons. An order with any problem is skipped whole; importing the same
          file again adds nothing twice.
        </Text>
        <Text size="xs" c="dimmed">
          Columns: <Code>{ORDER_IMPORT_COLUMNS.join(', ')}</Code>. Required: order_number, customer_name,
          address1, city, country, sku, quantity, unit_price.
        </Text>
        <Group>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => saveText(EXAMPLE_ORDER_CSV, 'orders-example.csv')}
          >
            Download an example file
          </Anchor>
        </Group>
        {taskId === null ? (
          <>
            <FileInput
              label="CSV file"
              placeholder="Choose a .csv file"
              accept=".csv,text/csv"
              value={file}
              onChange={setFile}
              clearable
            />
            {start.error ? (
              <Alert color="red" role="alert">
                {start.error.message}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button disabled={!file} loading={start.isPending} onClick={() => file && start.mutate(file)}>
                Import
              </Button>
            </Group>
          </>
        ) : task.data ? (
          <>
            <TaskProgress task={task.data} />
            <Group justify="flex-end">
              <Button onClick={close}>
                {status === 'DONE' || status === 'FAILED' ? 'Done' : 'Close (keeps running)'}
              </Button>
            </Group>
          </>
        ) : task.isError ? (
          <Alert color="red" role="alert">
            {task.error.message}
          </Alert>
        ) : (
          <Progress value={0} animated aria-label="Import progress" />
        )}
      </Stack>
    </Modal>
  );
}
