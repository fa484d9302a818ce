// One payment attempt from the Pay button to its outcome: the idempotency key (fresh per attempt, the same when
// an attempt is retried after no answer came), the 3-D Secure step, the wallet's approval, and what to show.
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { PaymentResult } from '../../../shared/contract/payments';
import { isApiError } from '../../api/api-error';
import { queryKeys } from '../../api/query-keys';
import { completeChallenge } from './api/complete-challenge';
import { captureWalletPayment, confirmPayment, type PayFields, submitPayment } from './api/pay';
import { approveWalletOrder, createWalletOrder, type TWalletOrder } from './api/wallet';
import { declineMessage, declineNextStep, isNetworkFailure, messageOf } from './payment-errors';
import { isPublicTarget, type PaymentOptions, type PaymentTarget } from './payment-target';

/** An attempt is what the payer asked for; the same request again (after no answer) reuses its key. */
type Attempt = {
  fingerprint: string;
  key: string;
  /** Resolved once (a card is tokenized once per attempt), so a retry sends the very same body. */
  paymentMethodId: string | null;
  /** A request went out and no answer came: it may have been charged, so the key must not change. */
  uncertain: boolean;
};

export type PaymentNotice = {
  tone: 'declined' | 'error';
  title: string;
  message: string;
  /** A decline's advice: what to try next. */
  nextStep?: string;
};
type Challenge = { result: PaymentResult; attempt: Attempt };

export function usePaymentFlow({
  target,
  onPaid,
}: {
  target: PaymentTarget;
  onPaid: (result: PaymentResult) => void;
}) {
  const queryClient = useQueryClient();
  const attemptRef = useRef<Attempt | null>(null);
  const [paying, setPaying] = useState(false);
  const [notice, setNotice] = useState<PaymentNotice | null>(null);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [challengeBusy, setChallengeBusy] = useState<'complete' | 'fail' | null>(null);
  const [challengeError, setChallengeError] = useState<string | null>(null);
  const [wallet, setWallet] = useState<TWalletOrder | null>(null);
  // What the payer already did outside Quarry, so a retry after no answer does not ask the processor twice.
  const answeredChallenge = useRef<string | null>(null);
  const approvedWalletOrder = useRef<string | null>(null);
  const [walletBusy, setWalletBusy] = useState(false);
  const [walletError, setWalletError] = useState<string | null>(null);

  function attemptFor(request: unknown): Attempt {
    const fingerprint = JSON.stringify({ target, request });
    const current = attemptRef.current;
    if (current && current.fingerprint === fingerprint) return current;
    const fresh: Attempt = { fingerprint, key: crypto.randomUUID(), paymentMethodId: null, uncertain: false };
    attemptRef.current = fresh;
    return fresh;
  }

  function finish(attempt: Attempt) {
    if (attemptRef.current === attempt) attemptRef.current = null;
  }

  function handleOutcome(result: PaymentResult, attempt: Attempt) {
    if (result.status === 'REQUIRES_ACTION' && result.challengeId) {
      setChallengeError(null);
      setChallenge({ result, attempt });
      return;
    }
    setChallenge(null);
    finish(attempt);
    if (result.status === 'COMPLETED') onPaid(result);
    else
      setNotice({
        tone: 'declined',
        title: 'Payment declined',
        message: declineMessage(result),
        nextStep: declineNextStep(result.declineCode),
      });
  }

  function handleFailure(error: unknown, attempt: Attempt | null) {
    if (isNetworkFailure(error)) {
      if (attempt?.paymentMethodId) attempt.uncertain = true;
      setNotice({
        tone: 'error',
        title: 'No answer from the payment service',
        message: `${messageOf(error)} Pressing Pay again retries this same payment; you are never charged twice.`,
      });
      return;
    }
    if (attempt && !attempt.uncertain) finish(attempt);
    if (isApiError(error) && error.status === 409)
      void queryClient.invalidateQueries({ queryKey: queryKeys.payments.checkoutPreviews() });
    setNotice({ tone: 'error', title: 'Payment not made', message: messageOf(error) });
  }

  /** Pays with a card, saved method or bank account; `resolveMethod` tokenizes or attaches at most once. */
  async function pay(request: {
    fields: Omit<PayFields, 'paymentMethodId'>;
    options: PaymentOptions;
    method: unknown;
    resolveMethod: () => Promise<string>;
  }) {
    if (paying) return;
    setNotice(null);
    const attempt = attemptFor({ fields: request.fields, options: request.options, method: request.method });
    setPaying(true);
    try {
      attempt.paymentMethodId ??= await request.resolveMethod();
      const result = await submitPayment(
        target,
        request.options,
        { ...request.fields, paymentMethodId: attempt.paymentMethodId },
        attempt.key,
      );
      handleOutcome(result, attempt);
    } catch (error) {
      handleFailure(error, attempt);
    } finally {
      setPaying(false);
    }
  }

  /** The payer's answer in the 3-D Secure window, then the payment's confirmation. */
  async function answerChallenge(outcome: 'complete' | 'fail') {
    if (!challenge) return;
    const challengeId = challenge.result.challengeId!;
    setChallengeBusy(outcome);
    setChallengeError(null);
    try {
      if (answeredChallenge.current !== challengeId) {
        await completeChallenge(challengeId, outcome);
        answeredChallenge.current = challengeId;
      }
      const result = await confirmPayment(target, challenge.result.id, `${challenge.attempt.key}:confirm`);
      handleOutcome(result, challenge.attempt);
    } catch (error) {
      if (isNetworkFailure(error)) setChallengeError(messageOf(error));
      else {
        setChallenge(null);
        handleFailure(error, challenge.attempt);
      }
    } finally {
      setChallengeBusy(null);
    }
  }

  /** Opens the wallet for the amount: the wallet's own order, which the payer approves in its window. */
  async function startWallet(amountCents: number, currency: string) {
    if (paying) return;
    setNotice(null);
    setPaying(true);
    try {
      setWalletError(null);
      setWallet(await createWalletOrder(amountCents, currency));
    } catch (error) {
      handleFailure(error, null);
    } finally {
      setPaying(false);
    }
  }

  async function approveWallet(
    payerEmail: string,
    request: { expectedTotalCents: number; options: PaymentOptions },
  ) {
    if (!wallet || isPublicTarget(target)) return;
    const fields = { walletOrderId: wallet.id, expectedTotalCents: request.expectedTotalCents };
    const attempt = attemptFor({ wallet: fields, options: request.options });
    setWalletBusy(true);
    setWalletError(null);
    try {
      if (approvedWalletOrder.current !== wallet.id) {
        await approveWalletOrder(wallet.id, payerEmail);
        approvedWalletOrder.current = wallet.id;
      }
      attempt.paymentMethodId = wallet.id;
      const result = await captureWalletPayment(target, request.options, fields, attempt.key);
      setWallet(null);
      handleOutcome(result, attempt);
    } catch (error) {
      if (isNetworkFailure(error)) {
        attempt.uncertain = approvedWalletOrder.current === wallet.id;
        setWalletError(messageOf(error));
      } else {
        setWallet(null);
        handleFailure(error, attempt);
      }
    } finally {
      setWalletBusy(false);
    }
  }

  return {
    paying,
    notice,
    setNotice,
    pay,
    challenge: challenge?.result ?? null,
    challengeBusy,
    challengeError,
    answerChallenge,
    wallet,
    walletBusy,
    walletError,
    startWallet,
    approveWallet,
    cancelWallet: () => setWallet(null),
  };
}
