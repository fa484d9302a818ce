import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { firstSteps, type QuizAnswers } from '../../../../shared/rules/onboarding-quiz';

/** Homebase's first steps, shaped by the quiz's answers. */
export function FirstSteps({ answers, completed }: { answers: QuizAnswers; completed: boolean }) {
  const steps = firstSteps(answers);
  return (
    <section aria-labelledby="first-steps-heading" data-tour="first-steps">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={2} fz="lg" id="first-steps-heading">
          Your first steps
        </Title>
        <Anchor component={Link} to="/homebase/quiz" size="sm">
          {completed ? 'Retake the quiz' : 'Take the quiz to tailor these'}
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        {steps.map((s, i) => (
          <Card
            key={s.key}
            component={Link}
            to={s.link}
            withBorder
            padding="lg"
            data-testid="first-step"
            data-step={s.key}
          >
            <Stack gap={6}>
              <Badge variant="light" w="fit-content">
                Step {i + 1}
              </Badge>
              <Text fw={600}>{s.title}</Text>
              <Text size="sm" c="dimmed">
                {s.description}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
