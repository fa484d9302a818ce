import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { type SURVEY_OUTCOMES, SURVEY_REASONS } from '../../../../shared/rules/cancellation-survey';
import { PageHeader } from '../../../ui/page-header';
import { PageError, PageLoader } from '../../../ui/page-states';
import { ScrollTable } from '../../../ui/scroll-table';
import { useCancellationReport } from '../api/get-subscription';

const REASON_LABELS = Object.fromEntries(SURVEY_REASONS.map((r) => [r.value, r.label]));
const OUTCOME_LABELS: Record<(typeof SURVEY_OUTCOMES)[number], string> = {
  OFFER_ACCEPTED: 'Took the 40% offer',
  BOOKED_CALL: 'Booked a call',
  CANCELED: 'Cancelled',
};

/** Staff (ADMIN): why founders cancel and how many the survey saved. */
export function CancellationReportPage({ onSignOut }: { onSignOut: () => void }) {
  const report = useCancellationReport();
  return (
    <Stack gap="lg" maw={960} mx="auto" p="md">
      <PageHeader
        title="Cancellation report"
        description="Answers of the cancellation survey: reasons, and the plans the offer or a call kept."
        actions={
          <Button variant="default" onClick={onSignOut}>
            Sign out
          </Button>
        }
      />
      {report.isPending ? (
        <PageLoader label="Loading the report…" />
      ) : report.isError ? (
        <PageError error={report.error} onRetry={() => report.refetch()} />
      ) : report.data.total === 0 ? (
        <Paper withBorder p="lg">
          <Text>No founder has answered the cancellation survey yet.</Text>
        </Paper>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Paper withBorder p="md">
              <Text c="dimmed" size="sm">
                Surveys
              </Text>
              <Text fz={28} fw={700}>
                {report.data.total}
              </Text>
            </Paper>
            <Paper withBorder p="md">
              <Text c="dimmed" size="sm">
                Saved (offer or call)
              </Text>
              <Text fz={28} fw={700}>
                {report.data.saved}
              </Text>
            </Paper>
            <Paper withBorder p="md">
              <Text c="dimmed" size="sm">
                Save rate
              </Text>
              <Text fz={28} fw={700}>
                {Math.round((report.data.saved / report.data.total) * 100)}%
              </Text>
            </Paper>
          </SimpleGrid>
          <Title order={2} fz="lg">
            By reason
          </Title>
          <ScrollTable label="Cancellations by reason" minWidth={420}>
            <Table aria-label="Cancellations by reason">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Reason</Table.Th>
                  <Table.Th>Surveys</Table.Th>
                  <Table.Th>Saved</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.data.byReason.map((r) => (
                  <Table.Tr key={r.reason}>
                    <Table.Td>{REASON_LABELS[r.reason] ?? r.reason}</Table.Td>
                    <Table.Td>{r.count}</Table.Td>
                    <Table.Td>{r.saved}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
          <Title order={2} fz="lg">
            Latest answers
          </Title>
          <ScrollTable label="Latest survey answers" minWidth={640}>
            <Table aria-label="Latest survey answers">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Store</Table.Th>
                  <Table.Th>Reason</Table.Th>
                  <Table.Th>Rating</Table.Th>
                  <Table.Th>Outcome</Table.Th>
                  <Table.Th>Suggestions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.data.recent.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{new Date(r.createdAt).toLocaleDateString('en-US')}</Table.Td>
                    <Table.Td>#{r.storeId}</Table.Td>
                    <Table.Td>{REASON_LABELS[r.reason] ?? r.reason}</Table.Td>
                    <Table.Td>{r.rating}</Table.Td>
                    <Table.Td>
                      {OUTCOME_LABELS[r.outcome as keyof typeof OUTCOME_LABELS] ?? r.outcome}
                    </Table.Td>
                    <Table.Td>{r.suggestions || '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
          <Group />
        </>
      )}
    </Stack>
  );
}
