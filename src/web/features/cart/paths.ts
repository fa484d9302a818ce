// The cart feature's URL parameters; its links are in routing/paths.ts.

/** The query parameter that opens the cart dialog on any page (spec: dialogs opened by a query parameter). */
export const CART_DIALOG_PARAM = { name: 'open', value: 'cart' } as const;
