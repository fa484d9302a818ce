import { useCallback } from 'react';
import { useLatestSearchParams } from '../../../ui/use-search-params';

/** `?design={id}` opens a saved design; `&factories=1` opens it on its factory matches (Back closes it). */
export const DESIGN_PARAM = 'design';
export const FACTORIES_PARAM = 'factories';

export function useGalleryDialogs() {
  const [params, setParams] = useLatestSearchParams();
  const openId = Number(params.get(DESIGN_PARAM)) || null;
  const showFactories = params.get(FACTORIES_PARAM) === '1';
  const open = useCallback(
    (id: number, factories = false) =>
      setParams((p) => {
        const next = new URLSearchParams(p);
        next.set(DESIGN_PARAM, String(id));
        if (factories) next.set(FACTORIES_PARAM, '1');
        else next.delete(FACTORIES_PARAM);
        return next;
      }),
    [setParams],
  );
  const close = useCallback(
    () =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          next.delete(DESIGN_PARAM);
          next.delete(FACTORIES_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { openId, showFactories, open, close };
}
