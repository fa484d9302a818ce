import { Button, Group, Input, Rating, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';
import { CreatePublicReviewBody, REVIEW_TEXT_MAX } from '../../../../shared/contract/reviews';
import { isApiError } from '../../../api/api-error';
import { contractValidator } from '../../../ui/contract-form';

export type ReviewFormValues = { authorName: string; rating: number; text: string };

/** The contract's review rules and messages, with the form's own words for a rating not chosen yet. */
const PublicReviewFields = CreatePublicReviewBody.omit({ token: true }).extend({
  rating: z.number().min(1, 'Choose from 1 to 5 stars').pipe(CreatePublicReviewBody.shape.rating),
});
const validateSignedIn = contractValidator(
  PublicReviewFields.omit({ authorName: true }),
  (v: ReviewFormValues) => ({
    rating: v.rating,
    text: v.text,
  }),
);
const validatePublic = contractValidator(PublicReviewFields, (v: ReviewFormValues) => v);

/**
 * Stars and words about a supplier, checked as the server checks them; used signed in (write or edit a
 * review) and on the public post-review page, which also asks the reviewer's name. Field errors from the
 * server land on their fields; any other error is the caller's to show.
 */
export function ReviewForm({
  initial,
  askName = false,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: Partial<ReviewFormValues>;
  askName?: boolean;
  submitLabel: string;
  onSubmit: (values: ReviewFormValues) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const form = useForm<ReviewFormValues>({
    initialValues: { authorName: '', rating: 0, text: '', ...initial },
    validate: askName ? validatePublic : validateSignedIn,
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      // The caller shows any other error; the fields show theirs.
      if (isApiError(error)) form.setErrors(error.fieldErrors());
    }
  });
  return (
    <form noValidate aria-label="Review" onSubmit={submit}>
      <Stack gap="sm">
        {askName ? (
          <TextInput label="Your name" required maxLength={100} {...form.getInputProps('authorName')} />
        ) : null}
        <Input.Wrapper label="Rating" required error={form.errors.rating}>
          <Rating
            size="lg"
            value={form.values.rating}
            onChange={(v) => form.setFieldValue('rating', v)}
            aria-label="Rating, 1 to 5 stars"
            getSymbolLabel={(v) => `${v} star${v === 1 ? '' : 's'}`}
          />
        </Input.Wrapper>
        <Textarea
          label="Your review"
          required
          autosize
          minRows={4}
          maxLength={REVIEW_TEXT_MAX}
          description={`${form.values.text.length} / ${REVIEW_TEXT_MAX}`}
          {...form.getInputProps('text')}
        />
        <Group justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" loading={form.submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
