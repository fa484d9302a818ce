import {
  CreateQuestionnaireBody,
  Questionnaire,
  QuestionnaireListQuery,
  SetUserFlagsBody,
  UserFlags,
} from '../../../shared/contract/onboarding';
import { ErrorBody, IdParam, OkResponse } from '../../../shared/contract/shared-shapes';
import type { AppDeps } from '../../app-deps';
import { storeCtx } from '../../http/auth';
import type { Api } from '../../http/types';
import {
  createQuestionnaire,
  deleteQuestionnaire,
  getQuestionnaire,
  listQuestionnaires,
} from './questionnaires';
import { findUserFlags, setUserFlags } from './user-flags';

export function onboardingRoutes(app: Api, deps: AppDeps) {
  const flagTags = ['onboarding'];
  app.get(
    '/web/users/me/flags',
    {
      config: { access: 'user' },
      schema: {
        tags: flagTags,
        summary: 'The per-user flags that are set (also in GET /web/session), key → when',
        response: { 200: UserFlags },
      },
    },
    async (req) => findUserFlags(deps.db, req.ctx.user!.id),
  );
  app.put(
    '/web/users/me/flags',
    {
      config: { access: 'user' },
      schema: {
        tags: flagTags,
        summary:
          'Set (true) or clear (false) per-user flags: seen tours, dialogs, waitlists, banners, education pages',
        body: SetUserFlagsBody,
        response: { 200: UserFlags, 400: ErrorBody },
      },
    },
    async (req) => setUserFlags(deps.db, req.ctx.user!.id, req.body.flags),
  );

  const tags = ['commons'];
  const base = '/commons/simple-questionnaires';
  const store = { access: 'store' } as const;
  app.post(
    base,
    {
      config: store,
      schema: {
        tags,
        summary:
          'Submit a questionnaire (the sign-up quiz): every answer a question of it with one of its choices',
        body: CreateQuestionnaireBody,
        response: { 201: Questionnaire, 400: ErrorBody },
      },
    },
    async (req, reply) => {
      reply.code(201);
      return createQuestionnaire(deps.db, storeCtx(req.ctx), req.body);
    },
  );
  app.get(
    base,
    {
      config: store,
      schema: {
        tags,
        summary: "The store's questionnaire submissions, newest first",
        querystring: QuestionnaireListQuery,
        response: { 200: Questionnaire.array() },
      },
    },
    async (req) => listQuestionnaires(deps.db, storeCtx(req.ctx), req.query),
  );
  app.get(
    `${base}/:id`,
    {
      config: store,
      schema: { tags, params: IdParam, response: { 200: Questionnaire, 404: ErrorBody } },
    },
    async (req) => getQuestionnaire(deps.db, storeCtx(req.ctx), req.params.id),
  );
  app.delete(
    `${base}/:id`,
    {
      config: store,
      schema: { tags, params: IdParam, response: { 200: OkResponse, 404: ErrorBody } },
    },
    async (req) => {
      await deleteQuestionnaire(deps.db, storeCtx(req.ctx), req.params.id);
      return { ok: true as const };
    },
  );
}
