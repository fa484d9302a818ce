import type { UseQueryResult } from '@tanstack/react-query';
import type { CheckoutTotals } from '../../../../../shared/contract/cart';
import { PageError, PageLoader } from '../../../../ui/page-states';

/** A step's checkout preview while it loads or after it failed: what every step shows before its totals. */
export function PricingState({ preview }: { preview: UseQueryResult<CheckoutTotals> }) {
  if (preview.isError)
    return (
      <PageError
        title="We couldn't price your order"
        error={preview.error}
        onRetry={() => preview.refetch()}
      />
    );
  return <PageLoader label="Pricing your order…" />;
}
