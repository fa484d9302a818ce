import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileInvoice, IconFlask, IconMessage } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../routing/paths';
import { useQuoteInvoice } from '../api/get-quote-invoice';

/**
 * After an award: what to do next with the winning supplier — talk it through, get samples from its catalog,
 * and pay its invoice for the quote once it sent one.
 */
export function AwardNextSteps({
  projectId,
  quoteId,
  supplier,
}: {
  projectId: number;
  quoteId: number;
  supplier: { id: number; name: string };
}) {
  const invoice = useQuoteInvoice(quoteId);
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby="award-next-steps"
      data-testid="award-next-steps"
    >
      <Stack gap="sm">
        <Title order={2} fz="lg" id="award-next-steps">
          Next steps with {supplier.name}
        </Title>
        <Text size="sm" c="dimmed">
          You awarded this project to {supplier.name}: confirm the details with them, try their samples, and
          pay their invoice when it arrives.
        </Text>
        <Group gap="sm">
          <Button
            component={Link}
            to={paths.messaging.inbox({ supplierId: supplier.id, projectRequestId: projectId })}
            leftSection={<IconMessage size={16} aria-hidden />}
          >
            Message {supplier.name}
          </Button>
          <Button
            component={Link}
            to={paths.catalog.supplier(supplier.id)}
            variant="default"
            leftSection={<IconFlask size={16} aria-hidden />}
          >
            Get samples from {supplier.name}
          </Button>
          {invoice.data ? (
            <Button
              component={Link}
              to={paths.invoices.pay(invoice.data.id)}
              variant="default"
              leftSection={<IconFileInvoice size={16} aria-hidden />}
            >
              View invoice {invoice.data.number}
            </Button>
          ) : null}
        </Group>
        {invoice.isSuccess && !invoice.data ? (
          <Text size="xs" c="dimmed" data-testid="invoice-pending">
            No invoice yet: when {supplier.name} sends one for this quote, it appears here and under Needs
            payment.
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
