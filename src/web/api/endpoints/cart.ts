// The cart API's endpoints, keyed "METHOD /path" as the server registers them, with the contract
// schemas of their query, body and response (call-api.ts infers the types from them). Written from the
// server's route schemas (querystring, body, 2xx response); without a query or body schema a call takes the
// loose form of apiRequest.
import type { z } from 'zod';
import type {
  AddressValidation,
  ArchiveBody,
  CreateOrderItemBody,
  HasPurchasedSamplesResponse,
  ImproveShippingAddressQuery,
  OrderItem,
  OrderItemDetail,
  OrderItemListQuery,
  PriceAnswer,
  PromotionCodeCountQuery,
  SaveAddressBody,
  SavedAddress,
  ShippingAddressListQuery,
  ShippingOption,
  ShippingRatesBody,
  StoredAtFbpBody,
  TabCounts,
  UpdateOrderItemBody,
  UpdatePriceBody,
  ValidateAddressBody,
} from '../../../shared/contract/cart';
import type { AddInvoiceToCartBody } from '../../../shared/contract/invoices';
import type { CountResponse, OkResponse } from '../../../shared/contract/shared-shapes';

export type CartEndpoints = {
  'GET /web/creator-order-items/:id': { response: typeof OrderItemDetail };
  'PUT /web/creator-order-items/:id': { body: typeof UpdateOrderItemBody; response: typeof OrderItem };
  'PUT /web/creator-order-items/:id/update-price': {
    body: typeof UpdatePriceBody;
    response: typeof PriceAnswer;
  };
  'GET /web/creator-order-items': {
    query: typeof OrderItemListQuery;
    response: z.ZodArray<typeof OrderItem>;
  };
  'GET /web/creator-order-items/action/count': { response: typeof CountResponse };
  'POST /web/creator-order-items': { body: typeof CreateOrderItemBody; response: typeof OrderItem };
  'GET /web/creator-order-items/action/shopping-cart-orders': { response: z.ZodArray<typeof OrderItem> };
  'DELETE /web/creator-order-items/action/shopping-cart-orders': { response: typeof OkResponse };
  'PUT /web/creator-order-items/:id/archive': { body: typeof ArchiveBody; response: typeof OrderItem };
  'PUT /web/creator-order-items/:id/update-stored-at-fbp': {
    body: typeof StoredAtFbpBody;
    response: typeof OrderItem;
  };
  'GET /web/creator-order-items/action/tab-counts': { response: typeof TabCounts };
  'GET /web/creator-order-items/action/in-production-order-count': { response: typeof CountResponse };
  'GET /web/creator-order-items/-/promotion-code-count': {
    query: typeof PromotionCodeCountQuery;
    response: typeof CountResponse;
  };
  'GET /app/creator-order-items/:id': { response: typeof OrderItemDetail };
  'PUT /app/creator-order-items/:id': { body: typeof UpdateOrderItemBody; response: typeof OrderItem };
  'PUT /app/creator-order-items/:id/update-price': {
    body: typeof UpdatePriceBody;
    response: typeof PriceAnswer;
  };
  // Inline on the server (cart/routes.ts): z.object({ value: z.boolean() }).
  'GET /web/stores/me/has-purchased-samples': { response: typeof HasPurchasedSamplesResponse };
  'POST /web/creator-invoice-items/action/add-to-cart': {
    body: typeof AddInvoiceToCartBody;
    response: z.ZodArray<typeof OrderItem>;
  };
  'DELETE /web/creator-invoice-items/:id': { response: typeof OkResponse };
  'GET /web/shipping-addresses': {
    query: typeof ShippingAddressListQuery;
    response: z.ZodArray<typeof SavedAddress>;
  };
  'GET /web/shipping-addresses/action/count': { response: typeof CountResponse };
  'POST /web/shipping-addresses': { body: typeof SaveAddressBody; response: typeof SavedAddress };
  'PUT /web/shipping-addresses/:id': { body: typeof SaveAddressBody; response: typeof SavedAddress };
  'DELETE /web/shipping-addresses/:id': { response: typeof OkResponse };
  'PUT /web/shipping-addresses/:id/default': { response: typeof SavedAddress };
  'POST /web/shipping-addresses/action/validate': {
    body: typeof ValidateAddressBody;
    response: typeof AddressValidation;
  };
  'POST /commons/shipping/validate-address': {
    body: typeof ValidateAddressBody;
    response: typeof AddressValidation;
  };
  'GET /web/creator-order-items/action/improve-shipping-address': {
    query: typeof ImproveShippingAddressQuery;
    response: typeof AddressValidation;
  };
  'POST /web/shipping-addresses/action/rates': {
    body: typeof ShippingRatesBody;
    response: z.ZodArray<typeof ShippingOption>;
  };
};
