import { ActionIcon, Badge, Box } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useCart } from '../api/get-cart';
import { itemCount } from '../format';
import { useCartDialog } from '../use-cart-dialog';

/** The header's cart button: its name says how many lines the cart holds; it opens the cart dialog. */
export function CartButton() {
  const cart = useCart();
  const { open } = useCartDialog();
  const count = cart.data?.length ?? 0;
  return (
    <Box pos="relative">
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        onClick={open}
        aria-label={`Cart, ${itemCount(count)}`}
        data-testid="cart-button"
      >
        <IconShoppingCart size={22} aria-hidden />
      </ActionIcon>
      {count > 0 ? (
        <Badge
          size="xs"
          circle
          pos="absolute"
          top={-4}
          right={-4}
          aria-hidden
          style={{ pointerEvents: 'none' }}
          data-testid="cart-count"
        >
          {count > 99 ? '99+' : count}
        </Badge>
      ) : null}
    </Box>
  );
}
