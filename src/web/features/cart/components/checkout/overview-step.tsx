import { Anchor, Button, Group, Stack } from '@mantine/core';
import { TotalsTable } from '../../../../ui/totals-table';
import { usePromoCodeCount } from '../../api/get-promo-code-count';
import { useCheckoutPreview } from '../../api/preview-checkout';
import { useCartDialog } from '../../use-cart-dialog';
import type { CheckoutState } from '../../use-checkout-state';
import { OrderLines } from './order-lines';
import { PricingState } from './pricing-state';
import { PromoCodeField, promoCodeProblem } from './promo-code-field';

/** Step 1: the lines, the server's totals, and the promo code. */
export function OverviewStep({
  orderItemIds,
  state,
  onPromoCode,
  onContinue,
}: {
  orderItemIds: number[];
  state: CheckoutState;
  onPromoCode: (code: string | null) => void;
  /** keepPromo false: the code does not apply, so it is not carried to payment. */
  onContinue: (keepPromo: boolean) => void;
}) {
  const preview = useCheckoutPreview({ orderItemIds, promoCode: state.promoCode });
  const used = usePromoCodeCount(state.promoCode);
  const cart = useCartDialog();

  if (!preview.isSuccess) return <PricingState preview={preview} />;
  const pricing = preview.isPlaceholderData;
  const promoProblem = promoCodeProblem(state.promoCode, used.data?.count, preview.data);

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <OrderLines items={preview.data.items} />
        <Anchor component="button" type="button" size="sm" onClick={cart.open} w="fit-content">
          Edit cart
        </Anchor>
      </Stack>
      <PromoCodeField
        applied={state.promoCode}
        totals={pricing ? undefined : preview.data}
        pricing={pricing || used.isFetching}
        onApply={onPromoCode}
      />
      <TotalsTable
        totals={preview.data}
        shipping={preview.data.needsShippingAddress ? 'later' : 'amount'}
        busy={pricing}
      />
      <Group justify="flex-end">
        <Button onClick={() => onContinue(!promoProblem)} disabled={pricing}>
          Continue to shipping
        </Button>
      </Group>
    </Stack>
  );
}
