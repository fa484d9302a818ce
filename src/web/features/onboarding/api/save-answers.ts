import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateQuestionnaireBody } from '../../../../shared/contract/onboarding';
import type { BusinessPlanAnswersBody, SessionInfo } from '../../../../shared/contract/stores';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

type Answers = BusinessPlanAnswersBody['answers'];

/** PUT /web/stores/me/business-plan-answers: merged into the session's answers (null removes one). */
export function useSaveAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: Answers) =>
      callApi('PUT /web/stores/me/business-plan-answers', { body: { answers } }),
    onSuccess: (store, answers) =>
      queryClient.setQueryData<SessionInfo>(queryKeys.session(), (s) => {
        if (!s) return s;
        const next = { ...s.businessPlanAnswers };
        for (const [k, v] of Object.entries(answers)) {
          if (v == null) delete next[k];
          else next[k] = v;
        }
        return { ...s, store, businessPlanAnswers: next };
      }),
  });
}

/**
 * The quiz's end: the submission kept as a simple questionnaire, then the business plan marked completed
 * (PUT /web/stores/me/business-plan-completed).
 */
export function useCompleteQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answers: CreateQuestionnaireBody['answers']) => {
      await callApi('POST /commons/simple-questionnaires', { body: { type: 'ONBOARDING_QUIZ', answers } });
      return callApi('PUT /web/stores/me/business-plan-completed', { body: { value: true } });
    },
    onSuccess: (store) => {
      queryClient.setQueryData<SessionInfo>(queryKeys.session(), (s) => (s ? { ...s, store } : s));
      queryClient.setQueryData(queryKeys.me(), store);
      void queryClient.invalidateQueries({ queryKey: queryKeys.questionnaires() });
    },
  });
}
