import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { isApiError } from '../../../api/api-error';

/** A failed AI call as the screens show it: `refused` when the server refused it (the trial is used up). */
export type AiFailure = { message: string; refused: boolean };

export function toAiFailure(error: unknown): AiFailure {
  if (isApiError(error)) return { message: error.message, refused: error.code === 'REFUSED' };
  return { message: 'There was an error. Please try again later.', refused: false };
}

/** The trial's refusal (422 REFUSED) in its own words, with the way out: choosing a plan. */
export function PlanRefusal({ message }: { message: string }) {
  return (
    <Alert color="orange" variant="light" title="Choose a plan to keep designing" role="alert">
      <Stack gap="sm">
        <Text size="sm">{message}</Text>
        <Group>
          {/* Opens the manage-plan dialog over this page: a purchase unlocks designing here at once. */}
          <Button component={Link} to={{ search: '?open=manage_plan&step=manage' }} size="xs" color="orange">
            Choose a plan
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** Either the refusal with its call to action, or the error as it is. */
export function AiFailureAlert({ failure }: { failure: AiFailure }) {
  if (failure.refused) return <PlanRefusal message={failure.message} />;
  return (
    <Alert color="red" variant="light" role="alert">
      {failure.message}
    </Alert>
  );
}
