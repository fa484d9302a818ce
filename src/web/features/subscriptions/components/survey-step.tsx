import { Alert, Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { SurveyResult } from '../../../../shared/contract/subscriptions';
import { SURVEY_QUESTIONS, type SurveyQuestion } from '../../../../shared/rules/cancellation-survey';
import { useSubmitSurvey } from '../api/subscription-actions';

type Answers = Partial<Record<SurveyQuestion['key'], string>>;

/**
 * The cancellation survey, one question at a time in the spec's order. Taking the 40% offer ends it there
 * (the offer is applied); otherwise the suggestions and the final action (book a call, or cancel) follow.
 */
export function SurveyStep({ onDone, onBack }: { onDone: (r: SurveyResult) => void; onBack: () => void }) {
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Answers>({});
  const submit = useSubmitSurvey();
  const q = SURVEY_QUESTIONS[index]!;
  const value = answers[q.key] ?? '';
  const set = (v: string) => setAnswers((a) => ({ ...a, [q.key]: v }));

  const send = (final: Answers) =>
    submit.mutate(
      {
        reason: final.reason as never,
        rating: final.rating as never,
        bookCall: final.bookCall as never,
        noSamplesReason: final.noSamplesReason as never,
        offer: final.offer as never,
        suggestions: final.suggestions ?? '',
        finalAction: (final.finalAction ?? null) as never,
      },
      { onSuccess: onDone },
    );

  const next = (chosen?: string) => {
    const final = chosen !== undefined ? { ...answers, [q.key]: chosen } : answers;
    if (q.key === 'offer' && final.offer === 'YES') return send(final);
    if (q.key === 'finalAction') return send(final);
    setIndex((i) => i + 1);
  };

  return (
    <Stack gap="md" data-testid="cancellation-survey">
      <Text size="sm" c="dimmed">
        Question {index + 1} of {SURVEY_QUESTIONS.length}
      </Text>
      {q.kind === 'choice' ? (
        <Radio.Group label={q.prompt} value={value} onChange={set} required>
          <Stack gap="xs" mt="xs">
            {q.options.map((o) => (
              <Radio key={o.value} value={o.value} label={o.label} />
            ))}
          </Stack>
        </Radio.Group>
      ) : q.kind === 'text' ? (
        <Textarea
          label={q.prompt}
          value={value}
          onChange={(e) => set(e.currentTarget.value)}
          maxLength={2000}
          autosize
          minRows={3}
        />
      ) : (
        <Stack gap="xs">
          <Text fw={500}>{q.prompt}</Text>
          <Group>
            {q.options.map((o) => (
              <Button
                key={o.value}
                color={o.value === 'CANCEL' ? 'red' : undefined}
                variant={o.value === 'CANCEL' ? 'outline' : 'filled'}
                loading={submit.isPending && answers.finalAction === o.value}
                onClick={() => {
                  set(o.value);
                  next(o.value);
                }}
              >
                {o.label}
              </Button>
            ))}
          </Group>
        </Stack>
      )}
      {submit.isError ? (
        <Alert color="red" role="alert">
          {submit.error.message}
        </Alert>
      ) : null}
      <Group justify="space-between">
        <Button variant="default" onClick={() => (index === 0 ? onBack() : setIndex((i) => i - 1))}>
          Back
        </Button>
        {q.kind !== 'button' ? (
          <Button onClick={() => next()} disabled={q.kind === 'choice' && !value} loading={submit.isPending}>
            {q.key === 'offer' && value === 'YES' ? 'Apply 40% off' : 'Next'}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
