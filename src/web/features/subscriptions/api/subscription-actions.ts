import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ChangePlanBody,
  PauseBody,
  SubscribeInput,
  SurveyAnswersInput,
} from '../../../../shared/contract/subscriptions';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

const idempotent = () => ({ 'Idempotency-Key': crypto.randomUUID() });

/**
 * A plan change moves the session (plan, modules, menus), the store user and what design may do: all of
 * them refetch, so a purchase unlocks gated pages and the design trial at once.
 */
function useRefreshAfterPlanChange() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: queryKeys.subscriptions.all() }),
      qc.invalidateQueries({ queryKey: queryKeys.session() }),
      qc.invalidateQueries({ queryKey: queryKeys.me() }),
      qc.invalidateQueries({ queryKey: queryKeys.aiDesign.credits() }),
    ]);
}

export function useSubscribe() {
  const refresh = useRefreshAfterPlanChange();
  return useMutation({
    mutationFn: (body: SubscribeInput) =>
      callApi('POST /web/subscriptions', { body, headers: idempotent(), quiet: true }),
    onSuccess: refresh,
  });
}

export function useChangePlan() {
  const refresh = useRefreshAfterPlanChange();
  return useMutation({
    mutationFn: (body: ChangePlanBody) =>
      callApi('PUT /web/subscriptions/plan', { body, headers: idempotent(), quiet: true }),
    onSuccess: refresh,
  });
}

export function usePausePlan() {
  const refresh = useRefreshAfterPlanChange();
  return useMutation({
    mutationFn: (body: PauseBody) => callApi('POST /web/subscriptions/pause', { body, quiet: true }),
    onSuccess: refresh,
  });
}

export function useResumePlan() {
  const refresh = useRefreshAfterPlanChange();
  return useMutation({
    mutationFn: () => callApi('POST /web/subscriptions/resume', { quiet: true }),
    onSuccess: refresh,
  });
}

export function useReactivatePlan() {
  const refresh = useRefreshAfterPlanChange();
  return useMutation({
    mutationFn: () =>
      callApi('POST /web/subscriptions/reactivate', {
        body: { keyword: 'REACTIVATE' },
        headers: idempotent(),
        quiet: true,
      }),
    onSuccess: refresh,
  });
}

export function useSubmitSurvey() {
  const refresh = useRefreshAfterPlanChange();
  return useMutation({
    mutationFn: (body: SurveyAnswersInput) =>
      callApi('POST /web/subscriptions/cancellation-survey', { body, quiet: true }),
    onSuccess: refresh,
  });
}

/** Pays an open plan invoice again (a failed renewal), with the default card; the plan's state refetches. */
export function usePayInvoice() {
  const refresh = useRefreshAfterPlanChange();
  return useMutation({
    mutationFn: (invoiceId: string) =>
      callApi('POST /web/subscriptions/invoices/:invoiceId/pay', {
        params: { invoiceId },
        body: {},
        quiet: true,
      }),
    onSuccess: refresh,
  });
}
