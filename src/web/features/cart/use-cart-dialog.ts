import { useQueryDialog } from '../../ui/use-query-dialog';
import { CART_DIALOG_PARAM } from './paths';

/** The cart dialog: `?open=cart` on whatever page is showing. */
export function useCartDialog() {
  return useQueryDialog(CART_DIALOG_PARAM);
}
