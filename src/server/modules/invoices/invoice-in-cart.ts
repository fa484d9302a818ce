import { sql } from 'drizzle-orm';

// The one place invoices read another domain's table (listed in src/server/import-boundaries.test.ts):
// orders imports invoices (an order item shows its invoice), so asking orders for this query would tie
// the two modules in a circle; and the flag must stay inside the invoice list's one statement.

/**
 * Whether a line of the statement's invoice (its `creator_invoices` row) is in the store's cart, as a
 * column. Spelled out: drizzle leaves columns unqualified inside sql``, which the subquery would resolve
 * to its own.
 */
export const invoiceInCart = sql<boolean>`exists (select 1 from creator_order_items o
    join creator_invoice_items ii on ii.id = o.invoice_item_id
    where ii.invoice_id = creator_invoices.id and o.status = 'IN_SHOPPING_CART')`;
