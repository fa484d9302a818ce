// Inventory's read model for views of order lines: how many units are left of a product (in a colour).
import { Column, getTableName, is, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { stockItems } from '../../db/schema/inventory';

/**
 * A correlated subquery for a select list: the units left on the stock row that limits this product (its
 * colour's own row, else the product's), or null when the product has no limit.
 */
export function stockLeftOf(
  catalogItemId: AnyPgColumn | SQL,
  variant: AnyPgColumn | SQL,
): SQL<number | null> {
  return sql<number | null>`(select ${stockItems.onHand} from ${stockItems}
    where ${stockItems.catalogItemId} = ${qualified(catalogItemId)}
      and (${stockItems.variant} = ${qualified(variant)} or ${stockItems.variant} is null)
    order by ${stockItems.variant} nulls last limit 1)`;
}

/**
 * The outer statement's column with its table's name: in a single-table select list drizzle renders a column
 * bare ("catalog_item_id"), which inside this subquery would name stock_items' own column.
 */
function qualified(c: AnyPgColumn | SQL): SQL {
  return is(c, Column) ? sql`${sql.identifier(getTableName(c.table))}.${sql.identifier(c.name)}` : (c as SQL);
}
