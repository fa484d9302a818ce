import { Alert, Button, Checkbox, Group, Paper, Progress, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ACCOUNT_TYPE_LABELS,
  ACCOUNT_TYPES,
  applicableAnswers,
  askedQuestions,
  manyValues,
  type QuizAnswers,
} from '../../../../shared/rules/onboarding-quiz';
import { PageError, PageLoader } from '../../../ui/page-states';
import { useLatestSearchParams } from '../../../ui/use-search-params';
import { useCompleteQuiz, useSaveAnswers } from '../api/save-answers';
import { useOnboardingSession, useSetFlags } from '../api/session-flags';
import { afterQuizPath } from '../onboarding-params';

/** Answers to send: every current one, and null for answers of questions that no longer apply. */
function answersToSave(before: QuizAnswers, after: QuizAnswers) {
  const kept = applicableAnswers(after);
  const out: Record<string, string | null> = { ...kept };
  for (const key of Object.keys(before)) if (!(key in kept)) out[key] = null;
  return out;
}

function Quiz({ initial }: { initial: QuizAnswers }) {
  const [params] = useLatestSearchParams();
  const navigate = useNavigate();
  const save = useSaveAnswers();
  const complete = useCompleteQuiz();
  const setFlags = useSetFlags();
  const [answers, setAnswers] = useState<QuizAnswers>(initial);
  // Step 0 is the account type; then the questions that apply to the answers so far.
  const [step, setStep] = useState(0);
  const asked = askedQuestions(answers);
  const total = asked.length + 1;
  const question = step === 0 ? null : asked[step - 1];
  const value = question ? (answers[question.key] ?? '') : (answers.accountType ?? '');
  const key = question?.key ?? 'accountType';
  const busy = save.isPending || complete.isPending;
  const error = save.error ?? complete.error;

  const setValue = (v: string) => setAnswers((a) => ({ ...a, [key]: v }));

  async function next() {
    const saved = answersToSave(initial, answers);
    await save.mutateAsync(saved);
    if (step < total - 1) {
      setStep(step + 1);
      return;
    }
    const final = applicableAnswers(answers);
    await complete.mutateAsync(
      Object.entries(final).map(([questionKey, answer]) => ({ questionKey, answer })),
    );
    setFlags.mutate({ 'dialog.quiz': true });
    navigate(afterQuizPath(params));
  }

  function skip() {
    setFlags.mutate({ 'dialog.quiz': true });
    navigate('/homebase?seenQuiz=true');
  }

  const legend = question ? question.title : 'Which best describes you?';
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={720} w="100%">
      <Stack gap="lg">
        <Stack gap={6}>
          <Text size="sm" c="dimmed" data-testid="quiz-progress">
            Question {step + 1} of {total}
          </Text>
          <Progress value={((step + 1) / total) * 100} size="sm" aria-hidden />
        </Stack>
        {question?.kind === 'many' ? (
          <Checkbox.Group
            label={
              <Title order={2} fz="xl">
                {legend}
              </Title>
            }
            description={question.help}
            value={manyValues(value)}
            onChange={(vs) =>
              setValue(
                question.options
                  .map((o) => o.value)
                  .filter((o) => vs.includes(o))
                  .join(','),
              )
            }
          >
            <Stack gap="sm" mt="md">
              {question.options.map((o) => (
                <Checkbox key={o.value} value={o.value} label={o.label} />
              ))}
            </Stack>
          </Checkbox.Group>
        ) : (
          <Radio.Group
            label={
              <Title order={2} fz="xl">
                {legend}
              </Title>
            }
            description={question?.help}
            value={value}
            onChange={setValue}
          >
            <Stack gap="sm" mt="md">
              {question
                ? question.options.map((o) => <Radio key={o.value} value={o.value} label={o.label} />)
                : ACCOUNT_TYPES.map((t) => (
                    <Radio
                      key={t}
                      value={t}
                      label={ACCOUNT_TYPE_LABELS[t].label}
                      description={ACCOUNT_TYPE_LABELS[t].description}
                    />
                  ))}
            </Stack>
          </Radio.Group>
        )}
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error.message}
          </Alert>
        ) : null}
        <Group justify="space-between">
          <Button variant="subtle" color="gray" onClick={skip} disabled={busy}>
            Skip for now
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={() => setStep(step - 1)} disabled={step === 0 || busy}>
              Back
            </Button>
            <Button onClick={next} disabled={!value} loading={busy}>
              {step === total - 1 ? 'See my blueprint' : 'Next'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /homebase/quiz: the sign-up quiz whose answers shape Homebase and the sourcing home. */
export default function QuizPage() {
  const session = useOnboardingSession();
  if (session.isPending) return <PageLoader />;
  if (session.isError) return <PageError error={session.error} onRetry={() => session.refetch()} />;
  return (
    <Stack align="center" gap="lg">
      <Stack gap={4} maw={720} w="100%">
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          Let's shape Quarry around your business
        </Title>
        <Text c="dimmed">
          A few short questions. Your answers choose your first steps and the suppliers you see first; you can
          change them any time.
        </Text>
      </Stack>
      <Quiz initial={session.data.businessPlanAnswers} />
    </Stack>
  );
}
