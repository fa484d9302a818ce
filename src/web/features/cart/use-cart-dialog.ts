import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { CART_DIALOG_PARAM } from './paths';

/**
 * The cart dialog's state is `?open=cart` on whatever page is showing, so a link can open it, Back closes it,
 * and the page underneath keeps its own query.
 */
export function useCartDialog() {
  const [params, setParams] = useSearchParams();
  const opened = params.get(CART_DIALOG_PARAM.name) === CART_DIALOG_PARAM.value;
  const open = useCallback(
    () =>
      setParams((p) => {
        const next = new URLSearchParams(p);
        next.set(CART_DIALOG_PARAM.name, CART_DIALOG_PARAM.value);
        return next;
      }),
    [setParams],
  );
  const close = useCallback(
    () =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          next.delete(CART_DIALOG_PARAM.name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { opened, open, close };
}
