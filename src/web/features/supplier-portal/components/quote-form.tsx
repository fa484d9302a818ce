import { Alert, Button, Card, Group, NumberInput, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { SupplierProjectRequest } from '../../../../shared/contract/projects';
import { formatMoney } from '../../../../shared/rules/money';
import { isApiError } from '../../../api/api-error';
import { useSubmitQuote } from '../api/answer-request';
import { serverFieldErrors } from '../product-form-values';
import { type QuoteValues, quoteBody, quotePreview, quoteValues, validateQuote } from '../quote-form-values';
import { PriceTiersEditor } from './price-tiers-editor';

/**
 * The supplier's quote on a request: price per tier, MOQ, lead time and a note; sending again revises it.
 * Beside it, what the founder would pay at their quantity (tier rule; the duty the founder's comparison uses:
 * the request's HTS line from the supplier's country, `requestDuty`).
 */
export function QuoteForm({
  request,
  duty,
}: {
  request: SupplierProjectRequest;
  duty: { line: { hts: string } | null; percent: number } | null;
}) {
  const submit = useSubmitQuote();
  const form = useForm<QuoteValues>({ initialValues: quoteValues(request.myQuote, request.quantity) });
  const errors = form.errors as Record<string, string | undefined>;
  const preview = duty === null ? null : quotePreview(form.values, request.quantity, duty.percent);
  const isRevision = request.myQuote?.status === 'SUBMITTED';

  async function send() {
    const found = validateQuote(form.values);
    form.setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const quote = await submit.mutateAsync({ id: request.id, body: quoteBody(form.values) });
      notifications.show({
        color: 'green',
        message:
          quote.revision > 1 ? `Quote revised (revision ${quote.revision})` : 'Quote sent to the founder',
      });
    } catch (error) {
      if (isApiError(error)) form.setErrors(serverFieldErrors(error.details));
    }
  }

  return (
    <form
      aria-label="Your quote"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <Stack gap="md">
        {submit.error ? (
          <Alert color="red" variant="light" role="alert" title="Quote not sent">
            {submit.error.message}
          </Alert>
        ) : null}
        <PriceTiersEditor
          value={form.values.tiers}
          onChange={(v) => form.setFieldValue('tiers', v)}
          errors={errors}
          error={errors.tiers}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label="MOQ (units)"
            required
            min={1}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            {...form.getInputProps('moq')}
          />
          <NumberInput
            label="Lead time (days)"
            required
            min={1}
            max={730}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('leadTimeDays')}
          />
        </SimpleGrid>
        <Textarea
          label="Note to the founder"
          description="Materials, finish, what the price includes"
          autosize
          minRows={2}
          {...form.getInputProps('note')}
        />
        {preview ? (
          <Card withBorder padding="sm" data-testid="quote-preview" aria-live="polite">
            <Text size="sm">
              For {preview.orderQuantity.toLocaleString('en-US')} units the founder pays{' '}
              <strong>{formatMoney(preview.unitPriceCents)}</strong> a unit: goods{' '}
              {formatMoney(preview.goodsCents)}
              {' + '}duty {formatMoney(preview.tariffCents)} ({duty?.percent}%
              {duty?.line ? ` on HTS ${duty.line.hts}` : ''}) ={' '}
              <strong>{formatMoney(preview.landedCostCents)}</strong> landed.
            </Text>
            {request.targetUnitPriceCents !== null ? (
              <Text size="sm" c={preview.unitPriceCents <= request.targetUnitPriceCents ? 'green' : 'orange'}>
                {preview.unitPriceCents <= request.targetUnitPriceCents
                  ? 'Within the target unit price of '
                  : 'Above the target unit price of '}
                {formatMoney(request.targetUnitPriceCents)}
              </Text>
            ) : null}
          </Card>
        ) : null}
        <Group>
          <Button type="submit" loading={submit.isPending}>
            {isRevision ? 'Send revised quote' : 'Send quote'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
