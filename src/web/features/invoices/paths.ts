// The invoices feature's own links, typed (STYLE.md "Routes and URLs in one place").
export const invoicePaths = {
  pay: (id: number) => `/pay-invoice/${id}`,
  publicPay: (sn: string) => `/public-pay-invoice/${encodeURIComponent(sn)}`,
  addShippingAddress: (id: number) => `/add-shipping-address/${id}`,
  list: () => '/inbox/needs-payment',
  checkout: () => '/checkout',
} as const;

/** A path id: a positive integer, or null for anything else (the page says the link is not valid). */
export const positiveInt = (s: string | undefined) => (s && /^[1-9]\d{0,9}$/.test(s) ? Number(s) : null);
