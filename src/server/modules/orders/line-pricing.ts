// How an order line is priced and named from its catalog product (shared by creating and editing lines).
import { parseColorOptions } from '../../../shared/rules/color-options';
import { type OrderType, quantityProblem, unitPriceFor } from '../../../shared/rules/order-items';
import { invalid } from '../../http/errors';
import type { ItemForPricing } from '../catalog/items-for-orders';

export type CatalogProduct = ItemForPricing;

/** The colour name as the product spells it, or a 400 naming the ones it has. */
export function checkColor(product: CatalogProduct, colorOption: string | null | undefined): string | null {
  const options = parseColorOptions(product.colorOptions);
  if (colorOption == null) return null;
  const match = options.find((o) => o.name.toLowerCase() === colorOption.trim().toLowerCase());
  if (!match)
    throw invalid('This product has no such colour', [
      {
        path: 'colorOption',
        message: options.length
          ? `Choose one of: ${options.map((o) => o.name).join(', ')}`
          : 'This product has no colour options',
      },
    ]);
  return match.name;
}

export function priceLine(
  product: CatalogProduct,
  orderType: OrderType,
  quantity: number,
  path = 'quantity',
) {
  const problem = quantityProblem(orderType, quantity, product.moq);
  if (problem) throw invalid(problem, [{ path, message: problem }]);
  return unitPriceFor(orderType, product.priceTiers, quantity, product.samplePriceCents);
}

export const skuOf = (productId: number, color: string | null) =>
  `QI-${productId}${color ? `-${color.toUpperCase().replace(/[^A-Z0-9]+/g, '')}` : ''}`;
