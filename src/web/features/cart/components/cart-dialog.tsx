import { Modal } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { PageLoader } from '../../../ui/page-states';
import { useCartDialog } from '../use-cart-dialog';

// The dialog's body loads on first open, so pages that never open the cart do not carry it.
const CartContents = lazy(() => import('./cart-contents'));

/** The cart, over whatever page is showing, while the URL says `?open=cart` (mounted once by the layout). */
export function CartDialog() {
  const { opened, close } = useCartDialog();
  return (
    <Modal opened={opened} onClose={close} title="Your cart" size="lg" data-testid="cart-dialog">
      <Suspense fallback={<PageLoader label="Loading your cart…" />}>
        {opened ? <CartContents /> : null}
      </Suspense>
    </Modal>
  );
}
