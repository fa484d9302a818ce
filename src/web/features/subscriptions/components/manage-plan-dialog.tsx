import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { SubscriptionView } from '../../../../shared/contract/subscriptions';
import { BOOK_DEMO_PATH } from '../../../../shared/contract/subscriptions';
import { PLANS } from '../../../../shared/rules/plans';
import { RoleFieldset } from '../../../ui/can';
import { PageError, PageLoader } from '../../../ui/page-states';
import { useQueryDialog } from '../../../ui/use-query-dialog';
import { useLatestSearchParams } from '../../../ui/use-search-params';
import { useSubscription } from '../api/get-subscription';
import { MANAGE_PLAN_PARAM, MANAGE_PLAN_STEP_PARAM } from '../paths';
import { MANAGE_PLAN_STEPS, type ManagePlanStep } from './manage-plan-steps';
import { ManageStep } from './manage-step';
import { OverviewStep } from './overview-step';
import { PauseStep } from './pause-step';
import { SurveyStep } from './survey-step';

const TITLES: Record<ManagePlanStep, string> = {
  overview: 'Your plan',
  manage: 'Manage plan',
  'verify-pause': 'Pause your plan',
  'verify-cancel': 'Before you go',
  'plan-resumed': 'Plan resumed',
  confirmed: 'Request sent',
};

const stepFrom = (v: string | null): ManagePlanStep =>
  (MANAGE_PLAN_STEPS as readonly string[]).includes(v ?? '') ? (v as ManagePlanStep) : 'overview';

/**
 * `?open=manage_plan` over any page (mounted once by the layout). `promo` and `trialOff` (spec query
 * parameters) fill the purchase; `cardManager` is the payments feature's saved-card section, composed in app/.
 */
export function ManagePlanDialog({ cardManager }: { cardManager: ReactNode }) {
  const { opened } = useQueryDialog(MANAGE_PLAN_PARAM);
  const [params, setParams] = useLatestSearchParams();
  // Closing drops the dialog's own parameters (open, step), keeping the page's.
  const close = () =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete(MANAGE_PLAN_PARAM.name);
        next.delete(MANAGE_PLAN_STEP_PARAM);
        return next;
      },
      { replace: true },
    );
  const [step, setStep] = useState<ManagePlanStep>('overview');
  const [message, setMessage] = useState('');
  const [bookCall, setBookCall] = useState(false);
  const [welcome, setWelcome] = useState<SubscriptionView | null>(null);
  const view = useSubscription(opened);
  const requested = params.get(MANAGE_PLAN_STEP_PARAM);
  useEffect(() => {
    if (opened) setStep(stepFrom(requested));
  }, [opened, requested]);

  const confirmed = (text: string, offerCall = false) => {
    setBookCall(offerCall);
    setMessage(text);
    setStep('confirmed');
  };

  let body: ReactNode;
  if (view.isPending) body = <PageLoader label="Loading your plan…" />;
  else if (view.isError) body = <PageError error={view.error} onRetry={() => view.refetch()} />;
  else if (step === 'overview')
    body = (
      <OverviewStep
        view={view.data}
        onStep={setStep}
        onResumed={() => setStep('plan-resumed')}
        onDone={confirmed}
      />
    );
  else if (step === 'manage')
    body = (
      <ManageStep
        view={view.data}
        promo={params.get('promo')}
        trialOff={params.get('trialOff') === 'true' || params.get('trialOff') === '1'}
        cardManager={cardManager}
        onBack={() => setStep('overview')}
        onChanged={confirmed}
        onSubscribed={(v) => {
          close();
          setWelcome(v);
        }}
      />
    );
  else if (step === 'verify-pause')
    body = (
      <PauseStep
        onBack={() => setStep('overview')}
        onDone={() => confirmed('Your plan is paused. You can resume it any time from this dialog.')}
      />
    );
  else if (step === 'verify-cancel')
    body = (
      <SurveyStep
        onBack={() => setStep('overview')}
        onDone={(r) => {
          confirmed(
            r.outcome === 'OFFER_ACCEPTED'
              ? 'Thank you for staying: 40% off is applied to your next 3 monthly invoices.'
              : r.outcome === 'BOOKED_CALL'
                ? 'Your plan stays as it is. Pick a time for your call with a specialist.'
                : `Your plan is cancelled and stays active until ${new Date(r.view.subscription?.currentPeriodEnd ?? Date.now()).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' })}. You can reactivate it until then.`,
            r.bookingUrl !== null,
          );
        }}
      />
    );
  else
    body = (
      <Stack gap="md" data-testid={`manage-plan-${step}`}>
        <Alert color="green" role="status" title={step === 'plan-resumed' ? 'Welcome back' : 'Confirmed'}>
          {step === 'plan-resumed'
            ? `Your ${PLANS[view.data.planType].name} plan is running again.`
            : message}
        </Alert>
        <Group>
          {bookCall && step === 'confirmed' ? (
            <Button component={Link} to={BOOK_DEMO_PATH} onClick={close}>
              Book your call
            </Button>
          ) : null}
          <Button onClick={close} variant={bookCall && step === 'confirmed' ? 'default' : 'filled'}>
            Done
          </Button>
          <Button variant="default" onClick={() => setStep('overview')}>
            Back to my plan
          </Button>
        </Group>
      </Stack>
    );

  return (
    <>
      <Modal
        opened={opened}
        onClose={close}
        title={TITLES[step]}
        size="xl"
        closeButtonProps={{ 'aria-label': 'Close' }}
        data-testid="manage-plan-dialog"
      >
        {/* Every change here is `billing` (decision 042): another role reads the plan, its controls disabled. */}
        {opened ? <RoleFieldset cls="billing">{body}</RoleFieldset> : null}
      </Modal>
      <PostSubscriptionModal view={welcome} onClose={() => setWelcome(null)} />
    </>
  );
}

/** After a purchase: book a demo with a specialist (tier 3 has its own link), or workshops and videos. */
function PostSubscriptionModal({ view, onClose }: { view: SubscriptionView | null; onClose: () => void }) {
  const tier = view?.subscription?.planType;
  return (
    <Modal
      opened={!!view}
      onClose={onClose}
      title="You're all set"
      closeButtonProps={{ 'aria-label': 'Close' }}
      data-testid="post-subscription-modal"
    >
      {view && tier ? (
        <Stack gap="md">
          <Text>
            Welcome to {PLANS[tier].name}
            {view.subscription?.status === 'trialing' ? ' — your trial has started' : ''}. Everything in your
            plan is open now.
          </Text>
          {view.creditBalanceCents > 0 ? (
            <Text size="sm">Your signup credits are in your balance for AI design.</Text>
          ) : null}
          <Group>
            <Button component={Link} to={BOOK_DEMO_PATH} onClick={onClose}>
              {tier === 'TIER_3' ? 'Book your onboarding call' : 'Book a demo with a specialist'}
            </Button>
            <Button component={Link} to="/education" variant="default" onClick={onClose}>
              Workshops and videos
            </Button>
          </Group>
          <Anchor component="button" type="button" onClick={onClose} size="sm">
            Continue where I was
          </Anchor>
        </Stack>
      ) : null}
    </Modal>
  );
}
