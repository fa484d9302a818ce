import { useQueryDialog } from '../../../ui/use-query-dialog';
import { DESIGN_DIALOG_PARAM } from '../paths';

/** The design modal is open while the URL says `?open=design`: a link can open it and Back closes it. */
export function useDesignDialog() {
  return useQueryDialog(DESIGN_DIALOG_PARAM);
}
