import { Alert, Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { formatMoney } from '../../../../shared/rules/money';
import { PLANS } from '../../../../shared/rules/plans';
import { Can, RoleLock, RoleNote } from '../../../ui/can';
import { PageError, PageLoader } from '../../../ui/page-states';
import { ScrollTable } from '../../../ui/scroll-table';
import { useSubscription, useSubscriptionInvoices } from '../api/get-subscription';
import { usePayInvoice } from '../api/subscription-actions';
import { STATUS_LABELS } from '../plan-copy';

const date = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const dialog = (step: string) => ({ search: `?open=manage_plan&step=${step}` });

/** The account page's plan: plan, status, next invoice, balance, invoices, and pause/cancel/resume. */
export function PlanSection() {
  const view = useSubscription();
  const invoices = useSubscriptionInvoices();
  const pay = usePayInvoice();
  if (view.isPending) return <PageLoader label="Loading your plan…" />;
  if (view.isError) return <PageError error={view.error} onRetry={() => view.refetch()} />;
  const v = view.data;
  const sub = v.subscription;
  const ended = !sub || ['canceled', 'incomplete_expired'].includes(sub.status);
  return (
    <Stack gap="md" data-testid="plan-section">
      <Group gap="sm">
        <Text fw={600}>{PLANS[v.planType].name}</Text>
        {sub ? (
          <Badge
            variant="light"
            color={sub.status === 'past_due' || sub.status === 'unpaid' ? 'red' : undefined}
          >
            {STATUS_LABELS[sub.status] ?? sub.status}
          </Badge>
        ) : null}
        {sub?.cancelAtPeriodEnd ? <Badge color="orange">Ends {date(sub.currentPeriodEnd)}</Badge> : null}
      </Group>
      {sub && !ended ? (
        <Text size="sm">
          {PLANS[sub.planType].name}, billed {sub.interval.toLowerCase()}
          {sub.nextInvoice
            ? ` · next invoice ${formatMoney(sub.nextInvoice.amountCents)} on ${date(sub.nextInvoice.date)}`
            : ''}
          {sub.status === 'paused'
            ? sub.resumesAt
              ? ` · paused until ${date(sub.resumesAt)}`
              : ' · paused'
            : ''}
        </Text>
      ) : (
        <Text size="sm">
          You are on the Free plan. Paid plans open fulfillment, analytics, marketing and AI assistants.
        </Text>
      )}
      <Text size="sm">Balance: {formatMoney(v.creditBalanceCents)} in credits for AI design.</Text>
      {v.paymentProblem ? <Alert color="orange">{v.paymentProblem}</Alert> : null}
      {pay.isError ? (
        <Alert color="red" role="alert">
          The payment did not go through: {pay.error.message}
        </Alert>
      ) : null}
      {/* Changing the plan moves money (`billing`, decision 042): other roles read the plan and why not. */}
      <Can cls="billing" fallback={<RoleNote cls="billing" />}>
        <Group>
          <Button component={Link} to={dialog(ended ? 'manage' : 'overview')}>
            {ended ? 'See plans' : 'Manage plan'}
          </Button>
          {sub && !ended && sub.status !== 'paused' && !sub.cancelAtPeriodEnd ? (
            <>
              <Button component={Link} to={dialog('verify-pause')} variant="default">
                Pause
              </Button>
              <Button component={Link} to={dialog('verify-cancel')} variant="subtle" color="red">
                Cancel plan
              </Button>
            </>
          ) : null}
          {sub?.status === 'paused' || sub?.cancelAtPeriodEnd ? (
            <Button component={Link} to={dialog('overview')} variant="default">
              {sub.status === 'paused' ? 'Resume' : 'Reactivate'}
            </Button>
          ) : null}
        </Group>
      </Can>
      {invoices.isPending ? (
        <Text size="sm">Loading invoices…</Text>
      ) : invoices.isError ? (
        <Alert color="red">We couldn't load your plan invoices. {invoices.error.message}</Alert>
      ) : invoices.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No plan invoices yet.
        </Text>
      ) : (
        <ScrollTable label="Plan invoices" minWidth={480}>
          <Table aria-label="Plan invoices">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Period</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoices.data.map((i) => (
                <Table.Tr key={i.id}>
                  <Table.Td>{date(i.created)}</Table.Td>
                  <Table.Td>
                    {date(i.periodStart)} – {date(i.periodEnd)}
                  </Table.Td>
                  <Table.Td>
                    {formatMoney(i.status === 'paid' ? i.amountPaidCents : i.amountDueCents, i.currency)}
                  </Table.Td>
                  <Table.Td>{i.status}</Table.Td>
                  <Table.Td>
                    {i.status === 'open' && i.amountDueCents > 0 ? (
                      <RoleLock cls="billing">
                        <Button
                          size="xs"
                          variant="light"
                          loading={pay.isPending && pay.variables === i.id}
                          disabled={pay.isPending}
                          onClick={() => pay.mutate(i.id)}
                          aria-label={`Retry payment of ${formatMoney(i.amountDueCents, i.currency)} with your default card`}
                        >
                          Retry payment
                        </Button>
                      </RoleLock>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Stack>
  );
}
