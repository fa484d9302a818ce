import { describe, expect, it } from 'vitest';
import type { Quote, SupplierProjectRequest } from '../../../shared/contract/projects';
import {
  emptyInvoiceValues,
  invoiceBody,
  invoiceFieldOf,
  linesTotalCents,
  validateInvoice,
  valuesFromQuote,
} from './invoice-form-values';

const quote = {
  id: 3,
  moq: 250,
  priceTiers: [
    { minQuantity: 1000, unitPriceCents: 299 },
    { minQuantity: 250, unitPriceCents: 349 },
  ],
} as Quote;
const request = { id: 99, title: 'Amber candle', storeId: 5 } as SupplierProjectRequest;

describe('invoice form values', () => {
  it('prefills from a quote: its project, the MOQ and the lowest tier’s price', () => {
    const v = valuesFromQuote(request, quote);
    expect(v).toMatchObject({ storeId: '5', projectId: 99, quoteId: 3 });
    expect(v.lines).toEqual([
      { feeKind: 'PRODUCT', description: 'Amber candle', quantity: 250, unitPrice: 3.49 },
    ]);
    expect(invoiceBody(v, true)).toMatchObject({
      storeId: 5,
      projectId: 99,
      quoteId: 3,
      send: true,
      lines: [{ quantity: 250, unitPriceCents: 349 }],
    });
  });

  it('counts dollars as cents without float drift', () => {
    const lines = [
      { feeKind: 'PRODUCT' as const, description: 'a', quantity: 3, unitPrice: 0.1 },
      { feeKind: 'SHIPPING' as const, description: 'b', quantity: 1, unitPrice: 19.99 },
      { feeKind: 'SERVICES' as const, description: 'c', quantity: '', unitPrice: 5 },
    ];
    expect(linesTotalCents(lines)).toBe(30 + 1999);
  });

  it('checks with the contract and names the form’s fields', () => {
    const v = { ...emptyInvoiceValues(5), dueDate: '2020-01-01' };
    v.lines = [{ feeKind: 'PRODUCT', description: ' ', quantity: 0, unitPrice: '' }];
    expect(validateInvoice(v, '2026-01-01')).toEqual({
      'lines.0.unitPrice': 'Enter a price',
      'lines.0.description': 'Describe the line',
      'lines.0.quantity': 'Quantity is at least 1',
      dueDate: 'Choose today or a later day',
    });
    expect(invoiceFieldOf(['lines', 2, 'unitPriceCents'])).toBe('lines.2.unitPrice');
    expect(invoiceFieldOf(['dueAt'])).toBe('dueDate');
    expect(invoiceFieldOf(['lines'])).toBe('lines');
  });
});
