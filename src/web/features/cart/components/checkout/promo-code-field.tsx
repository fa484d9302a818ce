import { Button, Group, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { CheckoutTotals } from '../../../../../shared/contract/cart';
import { normalizePromoCode } from '../../../../../shared/rules/promo-codes';
import { usePromoCodeCount } from '../../api/get-promo-code-count';

/** Why the applied code will not be used: the store used it before, or the server's reason. */
export function promoCodeProblem(
  code: string | undefined,
  usedCount: number | undefined,
  totals: Pick<CheckoutTotals, 'promoProblem'> | undefined,
): string | null {
  if (!code) return null;
  if (usedCount && usedCount > 0) return `You already used ${code}. A code works once per store.`;
  return totals?.promoProblem ?? null;
}

/**
 * The promo code box: Apply puts the code in the URL, which re-prices the order; the server answers a discount
 * line or a promoProblem, and promotion-code-count says before paying whether the store used the code.
 */
export function PromoCodeField({
  applied,
  totals,
  pricing,
  onApply,
}: {
  applied: string | undefined;
  totals: Pick<CheckoutTotals, 'promoProblem' | 'promoCode' | 'discountCents'> | undefined;
  pricing: boolean;
  onApply: (code: string | null) => void;
}) {
  const [value, setValue] = useState(applied ?? '');
  useEffect(() => setValue(applied ?? ''), [applied]);
  const used = usePromoCodeCount(applied);
  const problem = pricing ? null : promoCodeProblem(applied, used.data?.count, totals);
  const isApplied = Boolean(applied) && !problem && !pricing && Boolean(totals?.promoCode);

  return (
    <form
      aria-label="Apply a promo code"
      onSubmit={(e) => {
        e.preventDefault();
        const code = normalizePromoCode(value);
        onApply(code === '' ? null : code);
      }}
    >
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label="Promo code"
          placeholder="Promo code"
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          error={problem}
          autoComplete="off"
          maw={260}
          style={{ flex: 1 }}
          data-testid="promo-code"
        />
        <Button type="submit" variant="default" mt={25} loading={pricing && Boolean(applied)}>
          Apply
        </Button>
        {applied ? (
          <Button variant="subtle" color="gray" mt={25} onClick={() => onApply(null)}>
            Remove code
          </Button>
        ) : null}
      </Group>
      {isApplied ? (
        <Text size="sm" c="green.8" mt={4} role="status">
          {totals?.promoCode} applied
        </Text>
      ) : null}
    </form>
  );
}
