import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import {
  ACCOUNT_TYPE_LABELS,
  type AccountTypeValue,
  askedQuestions,
  firstSteps,
  manyValues,
  type QuizAnswers,
  recommendedPlan,
  startingVerticals,
} from '../../../../shared/rules/onboarding-quiz';
import { PageError, PageLoader } from '../../../ui/page-states';
import { useLatestSearchParams } from '../../../ui/use-search-params';
import { useOnboardingSession } from '../api/session-flags';

const PLAN_LABELS = {
  TIER_1: 'Free',
  TIER_2: 'Beginner',
  TIER_2_5: 'Scaling',
  TIER_3: 'Professional',
} as const;

function answerLabels(answers: QuizAnswers) {
  return askedQuestions(answers).flatMap((q) => {
    const values = manyValues(answers[q.key]);
    if (values.length === 0) return [];
    const labels = values.map((v) => q.options.find((o) => o.value === v)?.label ?? v);
    return [{ key: q.key, question: q.title, answer: labels.join(', ') }];
  });
}

const browseVertical = (vertical: string) =>
  `/browse-suppliers?${new URLSearchParams({ tab: 'PRODUCTS', vertical })}`;

/** /homebase/blueprint: the plan the quiz's answers make: first steps, where to source, which plan fits. */
export default function BlueprintPage() {
  const [params] = useLatestSearchParams();
  const session = useOnboardingSession();
  if (session.isPending) return <PageLoader />;
  if (session.isError) return <PageError error={session.error} onRetry={() => session.refetch()} />;
  const answers = session.data.businessPlanAnswers;
  const answered = answerLabels(answers);
  const accountType = (answers.accountType ??
    session.data.store?.accountType ??
    'UNDECIDED') as AccountTypeValue;
  const plan = recommendedPlan(answers);
  const verticals = startingVerticals(answers);
  const trialOff = params.get('trialOff') === 'true';

  return (
    <Stack gap="xl" maw={1100}>
      <Stack gap={6}>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {params.get('seenQuiz') === 'true' ? 'Your blueprint is ready' : 'Your blueprint'}
        </Title>
        <Text c="dimmed">
          The plan Quarry made from your answers. Change them any time by retaking the quiz.
        </Text>
      </Stack>
      {answered.length === 0 ? (
        <Paper withBorder p="lg" data-testid="blueprint-empty">
          <Stack gap="sm" align="flex-start">
            <Text fw={600}>No answers yet</Text>
            <Text size="sm" c="dimmed">
              Take the quiz and your blueprint shows your first steps, where to source and the plan that fits.
            </Text>
            <Button component={Link} to="/homebase/quiz">
              Take the quiz
            </Button>
          </Stack>
        </Paper>
      ) : null}
      <section aria-labelledby="blueprint-steps-heading">
        <Title order={2} fz="lg" mb="md" id="blueprint-steps-heading">
          Your first steps
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {firstSteps(answers).map((s, i) => (
            <Card
              key={s.key}
              withBorder
              padding="lg"
              component={Link}
              to={s.link}
              data-testid="blueprint-step"
            >
              <Badge variant="light" w="fit-content" mb={6}>
                Step {i + 1}
              </Badge>
              <Text fw={600}>{s.title}</Text>
              <Text size="sm" c="dimmed">
                {s.description}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder p="lg" component="section" aria-labelledby="blueprint-plan-heading">
          <Stack gap="sm">
            <Title order={2} fz="lg" id="blueprint-plan-heading">
              The plan that fits
            </Title>
            <Text data-testid="blueprint-plan">
              <Text span fw={700}>
                {PLAN_LABELS[plan]}
              </Text>{' '}
              {plan === 'TIER_1'
                ? 'is enough to explore, design and talk to suppliers while you shape the idea.'
                : 'covers the tools your stage needs; compare it with the other plans.'}
            </Text>
            {trialOff ? null : (
              <Text size="sm" c="dimmed">
                Paid plans start with a free trial; cancel before it ends and you pay nothing.
              </Text>
            )}
            <Group gap="xs">
              <Button component={Link} to="?open=manage_plan" variant="light">
                Compare plans
              </Button>
            </Group>
          </Stack>
        </Paper>
        <Paper withBorder p="lg" component="section" aria-labelledby="blueprint-source-heading">
          <Stack gap="sm">
            <Title order={2} fz="lg" id="blueprint-source-heading">
              Where to source
            </Title>
            {verticals.length > 0 ? (
              <List spacing={4}>
                {verticals.map((v) => (
                  <List.Item key={v}>
                    <Anchor component={Link} to={browseVertical(v)}>
                      {v} suppliers
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm">Not sure what to make yet? Browse every category on the sourcing home.</Text>
            )}
            <Anchor component={Link} to="/home" size="sm">
              Open the sourcing home
            </Anchor>
          </Stack>
        </Paper>
      </SimpleGrid>
      <Paper withBorder p="lg" component="section" aria-labelledby="blueprint-answers-heading">
        <Stack gap="sm">
          <Title order={2} fz="lg" id="blueprint-answers-heading">
            Your answers
          </Title>
          <Text size="sm">
            <Text span fw={600}>
              Account type:
            </Text>{' '}
            {ACCOUNT_TYPE_LABELS[accountType].label}
          </Text>
          {answered.map((a) => (
            <Text size="sm" key={a.key}>
              <Text span fw={600}>
                {a.question}
              </Text>{' '}
              {a.answer}
            </Text>
          ))}
          <Anchor component={Link} to="/homebase/quiz" size="sm">
            Retake the quiz
          </Anchor>
        </Stack>
      </Paper>
      <Group>
        <Button component={Link} to="/homebase?onboarding=true" size="md">
          Take the tour
        </Button>
        <Button component={Link} to="/homebase" variant="default" size="md">
          Go to Homebase
        </Button>
      </Group>
    </Stack>
  );
}
