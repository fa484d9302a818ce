import { Alert, Button, Group, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { CreateAiIdeaBody } from '../../../../shared/contract/ai-design';
import { isApiError } from '../../../api/api-error';
import { RoleFieldset } from '../../../ui/can';
import { useCreateAiIdea } from '../api/ai-idea-actions';

type Values = { title: string; prompt: string; category: string };
const EMPTY: Values = { title: '', prompt: '', category: '' };

/** A new idea in the project (POST /web/ai-ideas): a name, what it is, and its category. */
export function NewIdeaForm({ creatorProjectId }: { creatorProjectId: number }) {
  const create = useCreateAiIdea();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: schemaResolver(CreateAiIdeaBody, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      await create.mutateAsync({ ...values, creatorProjectId });
      form.reset();
    } catch (e) {
      if (isApiError(e)) {
        form.setErrors(e.fieldErrors());
        if (e.details.length === 0) setError(e.message);
      } else setError('There was an error. Please try again later.');
    }
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="new-idea-heading">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="md" id="new-idea-heading">
            New idea
          </Title>
          {/* Adding an idea is a `write` (decision 042). */}
          <RoleFieldset cls="write">
            <Stack gap="sm">
              <TextInput
                label="Idea name"
                placeholder="Calming candle line"
                required
                {...form.getInputProps('title')}
              />
              <Textarea
                label="What is it?"
                description="Who it is for, what it does, and how it should feel. Product concepts are drawn from this."
                placeholder="A calming lavender candle for busy parents"
                autosize
                minRows={2}
                maxRows={6}
                {...form.getInputProps('prompt')}
              />
              <TextInput label="Category" placeholder="Candles" {...form.getInputProps('category')} />
              {error ? (
                <Alert color="red" variant="light" role="alert">
                  {error}
                </Alert>
              ) : null}
              <Group justify="flex-end">
                <Button type="submit" loading={create.isPending}>
                  Add idea
                </Button>
              </Group>
            </Stack>
          </RoleFieldset>
        </Stack>
      </form>
    </Paper>
  );
}
