import { Alert, Button, Checkbox, Loader, Paper, Radio, Stack, Text, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { CheckoutTotals } from '../../../../shared/contract/cart';
import type { PaymentResult } from '../../../../shared/contract/payments';
import { formatMoney } from '../../../../shared/rules/money';
import { MAX_SAVED_CARDS, MIN_FINANCED_CENTS } from '../../../../shared/rules/payments';
import { queryKeys } from '../../../api/query-keys';
import { useSessionToken } from '../../../api/use-session-token';
import { createCardToken } from '../api/create-card-token';
import { type TermDays, useFinancingFee } from '../api/get-financing-fee';
import { usePaymentMethods } from '../api/get-payment-methods';
import { usePaymentsConfig } from '../api/get-payments-config';
import { attachPaymentMethod } from '../api/payment-method-actions';
import { methodExpiry, methodTitle } from '../method-label';
import { isPublicTarget, type PaymentOptions, type PaymentTarget } from '../payment-target';
import { usePaymentFlow } from '../use-payment-flow';
import { CardFields, useCardForm } from './card-fields';
import { FinancingChoice } from './financing-choice';
import { LinkBankButton } from './link-bank-button';
import { ThreeDSecureModal } from './three-d-secure-modal';
import { WalletDialog } from './wallet-dialog';

export type PaymentPanelProps = {
  target: PaymentTarget;
  options: PaymentOptions;
  /** The preview the page fetched: the Pay button asks for exactly its total. */
  totals: CheckoutTotals;
  onPaid: (result: PaymentResult) => void;
};

const NEW_CARD = 'new-card';
const BANK = 'bank';
const WALLET = 'wallet';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Choosing how to pay and paying: saved methods, a new card (tokenized by the processor), a bank account, the
 * wallet, and pay-later terms for signed-in payers; a public invoice payer has a new card and a receipt email.
 */
export function PaymentPanel({ target, options, totals, onPaid }: PaymentPanelProps) {
  const queryClient = useQueryClient();
  const isPublic = isPublicTarget(target);
  const hasAccount = useSessionToken() != null && !isPublic;
  const config = usePaymentsConfig();
  const methods = usePaymentMethods(hasAccount);
  const saved = hasAccount ? (methods.data ?? []) : [];
  const flow = usePaymentFlow({ target, onPaid });
  const card = useCardForm();
  const [choice, setChoice] = useState<string | null>(null);
  const [saveCard, setSaveCard] = useState(false);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [term, setTerm] = useState<TermDays | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  const preferred = saved.find((m) => m.isDefault) ?? saved[0];
  const method = choice ?? (preferred ? preferred.id : NEW_CARD);
  const canFinance =
    hasAccount && options.financingTermDays == null && totals.totalCents >= MIN_FINANCED_CENTS;
  const financed = useFinancingFee(totals.totalCents, term ?? 30, canFinance && term != null);
  const financingTermDays = term ?? options.financingTermDays;
  // The server's figures only: the preview's total, or the pay-later total it answered for the chosen term.
  const payTotal = canFinance && term != null ? financed.data?.totalCents : totals.totalCents;
  const amount = payTotal == null ? null : formatMoney(payTotal, totals.currency);
  const atLimit = saved.length >= MAX_SAVED_CARDS;

  useEffect(() => {
    if (flow.notice) noticeRef.current?.focus();
  }, [flow.notice]);

  const payOptions: PaymentOptions = { ...options, financingTermDays };

  function onPay() {
    if (payTotal == null) return;
    if (isPublic && email.trim() && !EMAIL.test(email.trim())) {
      setEmailError('Enter a valid email address, or leave it empty');
      return;
    }
    if (method === BANK) {
      flow.setNotice({
        tone: 'error',
        title: 'No bank account yet',
        message: 'Link a bank account first, or choose another way to pay.',
      });
      return;
    }
    if (method === WALLET) {
      void flow.startWallet(payTotal, totals.currency);
      return;
    }
    if (method === NEW_CARD && card.validate().hasErrors) {
      flow.setNotice({
        tone: 'error',
        title: 'Check your card',
        message: 'Correct the card details marked below.',
      });
      return;
    }
    const keepCard = hasAccount && saveCard && !atLimit;
    void flow.pay({
      fields: {
        expectedTotalCents: payTotal,
        ...(isPublic && email.trim() ? { receiptEmail: email.trim() } : {}),
      },
      options: payOptions,
      method: method === NEW_CARD ? { card: card.values, keepCard } : method,
      resolveMethod: async () => {
        if (method !== NEW_CARD) return method;
        const token = await createCardToken(queryClient, card.values);
        if (!keepCard) return token.id;
        const attached = await attachPaymentMethod({ token: token.id });
        void queryClient.invalidateQueries({ queryKey: queryKeys.payments.methods() });
        return attached.id;
      },
    });
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Payment">
      <Stack gap="md">
        {flow.notice ? (
          <Alert
            ref={noticeRef}
            tabIndex={-1}
            color="red"
            variant="light"
            role="alert"
            title={flow.notice.title}
            data-testid="payment-notice"
          >
            {flow.notice.message}
            {flow.notice.nextStep ? (
              <Stack gap={6} mt={6} align="flex-start">
                <Text size="sm" data-testid="payment-next-step">
                  {flow.notice.nextStep}
                </Text>
                {hasAccount && method !== NEW_CARD ? (
                  <Button size="xs" variant="white" onClick={() => setChoice(NEW_CARD)}>
                    Use another card
                  </Button>
                ) : null}
              </Stack>
            ) : null}
          </Alert>
        ) : null}

        {hasAccount && methods.isPending ? (
          <Stack gap={4} align="flex-start" role="status">
            <Loader size="sm" aria-hidden />
            <Text size="sm" c="dimmed">
              Loading your saved payment methods…
            </Text>
          </Stack>
        ) : !hasAccount ? (
          // A public payer has one way to pay: no choice to make.
          <Text fw={500}>Pay by card</Text>
        ) : (
          <Radio.Group label="Pay with" value={method} onChange={setChoice}>
            <Stack gap="xs" mt="xs">
              {saved.map((m) => (
                <Radio
                  key={m.id}
                  value={m.id}
                  label={methodTitle(m)}
                  description={
                    [methodExpiry(m), m.isDefault ? 'Default' : null].filter(Boolean).join(' · ') || undefined
                  }
                  disabled={flow.paying}
                />
              ))}
              <Radio value={NEW_CARD} label="New card" disabled={flow.paying} />
              <Radio value={BANK} label="Bank account (ACH)" disabled={flow.paying} />
              <Radio value={WALLET} label="Wallet" disabled={flow.paying} />
            </Stack>
          </Radio.Group>
        )}
        {methods.isError && hasAccount ? (
          <Text size="sm" c="dimmed">
            Your saved payment methods could not be loaded; you can still pay with a new card.
          </Text>
        ) : null}

        {method === NEW_CARD ? (
          <Stack gap="sm">
            <CardFields form={card} testMode={config.data?.testMode ?? false} disabled={flow.paying} />
            {hasAccount ? (
              <Checkbox
                label="Save this card for next time"
                checked={saveCard && !atLimit}
                disabled={atLimit || flow.paying}
                description={
                  atLimit
                    ? `You have ${MAX_SAVED_CARDS} saved payment methods, the most you can keep. Remove one in Account information to save another.`
                    : undefined
                }
                onChange={(e) => setSaveCard(e.currentTarget.checked)}
              />
            ) : null}
          </Stack>
        ) : null}
        {method === BANK ? (
          <Stack gap="xs" align="flex-start">
            <Text size="sm" c="dimmed">
              Link a US checking account; it is saved to your payment methods and paid from by ACH debit.
            </Text>
            <LinkBankButton disabled={atLimit || flow.paying} onLinked={(m) => setChoice(m.id)} />
            {atLimit ? (
              <Text size="sm" c="dimmed">
                You have {MAX_SAVED_CARDS} saved payment methods; remove one in Account information first.
              </Text>
            ) : null}
          </Stack>
        ) : null}
        {method === WALLET ? (
          <Text size="sm" c="dimmed">
            Pressing Pay opens your wallet to approve the payment.
          </Text>
        ) : null}

        {isPublic ? (
          <TextInput
            label="Email for the receipt"
            description="Optional: we email the receipt here."
            type="email"
            autoComplete="email"
            value={email}
            error={emailError}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              setEmailError(null);
            }}
          />
        ) : null}

        {canFinance ? (
          <FinancingChoice
            amountCents={totals.totalCents}
            currency={totals.currency}
            value={term}
            onChange={setTerm}
            disabled={flow.paying}
          />
        ) : options.financingTermDays && hasAccount ? (
          <Text size="sm">
            Paying later: in {options.financingTermDays} days, its fee included in the total.
          </Text>
        ) : null}

        <Button
          size="md"
          leftSection={<IconLock size={16} aria-hidden />}
          loading={flow.paying || (term != null && financed.isPending)}
          disabled={payTotal == null}
          onClick={onPay}
          data-testid="pay-button"
        >
          {amount ? `Pay ${amount}` : 'Pay'}
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          Card details go straight to the payment processor; Quarry never sees them.
        </Text>
      </Stack>

      <ThreeDSecureModal
        opened={flow.challenge != null}
        amount={
          flow.challenge ? formatMoney(flow.challenge.totals.totalCents, flow.challenge.totals.currency) : ''
        }
        busy={flow.challengeBusy}
        error={flow.challengeError}
        onAnswer={(outcome) => void flow.answerChallenge(outcome)}
      />
      <WalletDialog
        opened={flow.wallet != null}
        amount={flow.wallet ? formatMoney(flow.wallet.amountCents, flow.wallet.currency) : ''}
        busy={flow.walletBusy}
        error={flow.walletError}
        onCancel={flow.cancelWallet}
        onApprove={(payerEmail) =>
          payTotal != null &&
          void flow.approveWallet(payerEmail, { expectedTotalCents: payTotal, options: payOptions })
        }
      />
    </Paper>
  );
}
