import { Loader, Radio, Stack } from '@mantine/core';
import { formatMoney } from '../../../../shared/rules/money';
import { type TermDays, useFinancingFee } from '../api/get-financing-fee';

const TERMS: readonly TermDays[] = [30, 60, 90];

/**
 * "Pay later": each term's fee as the server computes it (one call answers all terms); nothing is shown when
 * the amount cannot be financed.
 */
export function FinancingChoice({
  amountCents,
  currency,
  value,
  onChange,
  disabled,
}: {
  amountCents: number;
  currency: string;
  value: TermDays | null;
  onChange: (term: TermDays | null) => void;
  disabled?: boolean;
}) {
  const fees = useFinancingFee(amountCents, 30, true);
  if (fees.isPending) return <Loader size="xs" aria-label="Checking pay-later terms" />;
  if (fees.isError || !fees.data.eligible) return null;
  const feeOf = (days: number) => fees.data.terms.find((t) => t.days === days)?.feeCents;
  return (
    <Radio.Group
      label="When to pay"
      value={value == null ? 'now' : String(value)}
      onChange={(v) => onChange(v === 'now' ? null : (Number(v) as TermDays))}
    >
      <Stack gap="xs" mt="xs" data-testid="financing-choice">
        <Radio value="now" label="Pay now" disabled={disabled} />
        {TERMS.map((days) => {
          const fee = feeOf(days);
          return fee == null ? null : (
            <Radio
              key={days}
              value={String(days)}
              disabled={disabled}
              label={`Pay later: in ${days} days`}
              description={`Fee ${formatMoney(fee, currency)}, added to the total`}
            />
          );
        })}
      </Stack>
    </Radio.Group>
  );
}
