// The onboarding API's endpoints: per-user flags and the simple questionnaires (call-api.ts infers the types).
import type { z } from 'zod';
import type {
  CreateQuestionnaireBody,
  Questionnaire,
  QuestionnaireListQuery,
  SetUserFlagsBody,
  UserFlags,
} from '../../../shared/contract/onboarding';
import type { OkResponse } from '../../../shared/contract/shared-shapes';

export type OnboardingEndpoints = {
  'GET /web/users/me/flags': { response: typeof UserFlags };
  'PUT /web/users/me/flags': { body: typeof SetUserFlagsBody; response: typeof UserFlags };
  'POST /commons/simple-questionnaires': {
    body: typeof CreateQuestionnaireBody;
    response: typeof Questionnaire;
  };
  'GET /commons/simple-questionnaires': {
    query: typeof QuestionnaireListQuery;
    response: z.ZodArray<typeof Questionnaire>;
  };
  'GET /commons/simple-questionnaires/:id': { response: typeof Questionnaire };
  'DELETE /commons/simple-questionnaires/:id': { response: typeof OkResponse };
};
