import { Divider, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { MAX_SAVED_CARDS } from '../../../shared/rules/payments';
import { useCan } from '../../api/use-can';
import { BankInfoSection } from '../../features/account/components/bank-info-section';
import { PastOrdersSection } from '../../features/account/components/past-orders-section';
import { PaymentRecordsSection } from '../../features/account/components/payment-records-section';
import { PayoutsSection } from '../../features/account/components/payouts-section';
import { SalesStatsSection } from '../../features/account/components/sales-stats-section';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form';
import { PaymentMethodsSection } from '../../features/payments/components/payment-methods-section';
import { useMe } from '../../features/stores/api/get-me';
import { useSession } from '../../features/stores/api/get-session';
import { ExternalFieldsForm } from '../../features/stores/components/external-fields-form';
import { ProfileForm } from '../../features/stores/components/profile-form';
import { SmsNotifySetting } from '../../features/stores/components/sms-notify-setting';
import { PLAN_NAMES } from '../../features/stores/plan';
import { PlanSection } from '../../features/subscriptions/components/plan-section';
import { TeamSection } from '../../features/team/components/team-section';
import { RoleFieldset } from '../../ui/can';
import { PageHeader } from '../../ui/page-header';
import { PageError, PageLoader } from '../../ui/page-states';

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {description}
      </Text>
      <Divider mb="md" />
      {children}
    </Paper>
  );
}

/** /account-info: the store's profile, extra details, notifications, payment methods and password. */
export default function AccountInfoPage() {
  const me = useMe();
  const session = useSession();
  // The member's role decides what the page offers (decisions 037, 042); the server checks every call.
  const canBill = useCan('billing');
  if (me.isPending) return <PageLoader />;
  if (me.isError) return <PageError error={me.error} onRetry={() => me.refetch()} />;
  const store = me.data;

  return (
    <Stack gap="lg" maw={880}>
      <PageHeader
        title="Account information"
        description={
          session.data
            ? `Signed in as ${session.data.user.email} · ${PLAN_NAMES[store.planType]} plan`
            : `${PLAN_NAMES[store.planType]} plan`
        }
      />
      <Section
        id="plan-heading"
        title="Plan and billing"
        description="Your plan, its invoices, and pausing, cancelling or resuming it."
      >
        <PlanSection />
      </Section>
      <Section
        id="profile-heading"
        title="Store profile"
        description="How your store appears to suppliers and in Quarry."
      >
        {/* Keyed by store id: a different store (after switching accounts) starts a fresh form. */}
        <RoleFieldset cls="write">
          <ProfileForm key={store.id} store={store} />
        </RoleFieldset>
      </Section>
      <Section
        id="external-fields-heading"
        title="Extra details"
        description="Name and value pairs you want on your store record, like your website or social handles."
      >
        <RoleFieldset cls="write">
          <ExternalFieldsForm key={store.id} store={store} />
        </RoleFieldset>
      </Section>
      <Section id="notifications-heading" title="Notifications" description="How Quarry reaches you.">
        <RoleFieldset cls="write">
          <SmsNotifySetting store={store} />
        </RoleFieldset>
      </Section>
      <Section
        id="payment-methods-heading"
        title="Payment methods"
        description={`Cards and bank accounts you pay suppliers with; up to ${MAX_SAVED_CARDS} can be saved.`}
      >
        <RoleFieldset cls="billing">
          <PaymentMethodsSection />
        </RoleFieldset>
      </Section>
      <TeamSection />
      <Section
        id="sales-heading"
        title="Sales"
        description="Your store's own sales and the milestones they reach."
      >
        <SalesStatsSection />
      </Section>
      <Section
        id="bank-info-heading"
        title="Payout bank account"
        description="Where your storefront payouts go. Numbers are stored encrypted and shown only by their last four digits."
      >
        {canBill ? (
          <BankInfoSection />
        ) : (
          <Text size="sm" data-testid="bank-info-owner-only">
            Only the store's owner or an admin can see or change the payout bank account.
          </Text>
        )}
      </Section>
      <Section
        id="payouts-heading"
        title="Payments report and payouts"
        description="Storefront sales paid out weekly, and what you paid."
      >
        <PayoutsSection />
      </Section>
      <Section
        id="payment-records-heading"
        title="Payment records"
        description="Every payment you made for samples, inventory and supplier invoices."
      >
        <PaymentRecordsSection />
      </Section>
      <Section id="past-orders-heading" title="Past orders" description="What you bought before.">
        <PastOrdersSection />
      </Section>
      <Section
        id="password-heading"
        title="Password"
        description="Changing it signs you out everywhere else."
      >
        <ChangePasswordForm />
      </Section>
    </Stack>
  );
}
