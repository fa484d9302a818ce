import { Alert, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useLatestSearchParams } from '../../../ui/use-search-params';
import { useSetFlags, useUserFlags } from '../api/session-flags';

/** Asks a founder who has not finished the quiz to take it, until they dismiss it (`banner.finish-quiz`). */
export function QuizBanner({ completed }: { completed: boolean }) {
  const [params] = useLatestSearchParams();
  const flags = useUserFlags();
  const setFlags = useSetFlags();
  if (completed || params.get('seenQuiz') === 'true' || flags['banner.finish-quiz']) return null;
  return (
    <Alert
      variant="light"
      color="violet"
      title="Tell us about your business"
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={() => setFlags.mutate({ 'banner.finish-quiz': true })}
      data-testid="quiz-banner"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">A few questions choose your first steps and the suppliers you see first.</Text>
        <Button component={Link} to="/homebase/quiz" size="xs">
          Take the quiz
        </Button>
      </Group>
    </Alert>
  );
}
