import { and, asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CreateQuestionnaireBody,
  Questionnaire,
  QuestionnaireListQuery,
} from '../../../shared/contract/onboarding';
import { answerProblem } from '../../../shared/rules/onboarding-quiz';
import type { Db } from '../../db/client';
import { simpleQuestionnaires } from '../../db/schema/onboarding';
import type { StoreCtx } from '../../http/context';
import { invalid, notFound } from '../../http/errors';

type Row = typeof simpleQuestionnaires.$inferSelect;
const toQuestionnaire = (r: Row): Questionnaire => ({
  id: r.id,
  type: r.type,
  answers: r.answers,
  createdAt: r.createdAt.toISOString(),
});

/** Each answer of an onboarding quiz must be a question of the quiz with one of its choices, once. */
function checkAnswers(body: CreateQuestionnaireBody) {
  const seen = new Set<string>();
  const details = body.answers.flatMap((a, i) => {
    const problem = seen.has(a.questionKey) ? 'is answered twice' : answerProblem(a.questionKey, a.answer);
    seen.add(a.questionKey);
    return problem ? [{ path: `body.answers.${i}`, message: `${a.questionKey} ${problem}` }] : [];
  });
  if (details.length > 0) throw invalid(`Invalid answers: ${details[0]!.message}`, details);
}

export async function createQuestionnaire(db: Db, ctx: StoreCtx, body: CreateQuestionnaireBody) {
  checkAnswers(body);
  const [row] = await db
    .insert(simpleQuestionnaires)
    .values({ storeId: ctx.storeId, userId: ctx.user.id, type: body.type, answers: body.answers })
    .returning();
  return toQuestionnaire(row!);
}

export async function listQuestionnaires(
  db: Db,
  ctx: StoreCtx,
  query: z.infer<typeof QuestionnaireListQuery>,
) {
  const rows = await db
    .select()
    .from(simpleQuestionnaires)
    .where(
      and(
        eq(simpleQuestionnaires.storeId, ctx.storeId),
        query.type ? eq(simpleQuestionnaires.type, query.type) : undefined,
      ),
    )
    .orderBy(
      query.sort === 'createdAt' ? asc(simpleQuestionnaires.createdAt) : desc(simpleQuestionnaires.createdAt),
      desc(simpleQuestionnaires.id),
    )
    .limit(query.size)
    .offset(query.page * query.size);
  return rows.map(toQuestionnaire);
}

const ownRow = (ctx: StoreCtx, id: number) =>
  and(eq(simpleQuestionnaires.id, id), eq(simpleQuestionnaires.storeId, ctx.storeId));

export async function getQuestionnaire(db: Db, ctx: StoreCtx, id: number) {
  const [row] = await db.select().from(simpleQuestionnaires).where(ownRow(ctx, id));
  if (!row) throw notFound('Questionnaire');
  return toQuestionnaire(row);
}

export async function deleteQuestionnaire(db: Db, ctx: StoreCtx, id: number) {
  const [row] = await db
    .delete(simpleQuestionnaires)
    .where(ownRow(ctx, id))
    .returning({ id: simpleQuestionnaires.id });
  if (!row) throw notFound('Questionnaire');
}
