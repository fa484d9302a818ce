import { describe, expect, it } from 'vitest';
import type { CatalogCompany } from '../../../shared/contract/catalog';
import type { StoreSupplier } from '../../../shared/contract/supplier-invites';
import { combineMySuppliers } from './my-suppliers';
import { makeConversation, SUPPLIER } from './test-data';

const company = (id: number, name: string) =>
  ({ id, name, logoUrl: `/logo/${id}.png`, countryCode: 'CN' }) as CatalogCompany;

const storeSupplier = (over: Partial<StoreSupplier>): StoreSupplier => ({
  companyId: 7,
  inviteId: null,
  name: 'Amber Glassworks',
  website: null,
  company: company(7, 'Amber Glassworks'),
  relationships: ['FAVORITED'],
  lastInteractionAt: '2026-01-02T00:00:00.000Z',
  ...over,
});

describe('combineMySuppliers', () => {
  it('joins suppliers with their conversations, adds suppliers only talked to, unread first', () => {
    const rows = combineMySuppliers(
      [
        storeSupplier({}),
        storeSupplier({ companyId: 8, name: 'Oak Mills', company: company(8, 'Oak Mills') }),
        storeSupplier({
          companyId: null,
          inviteId: 3,
          name: 'Local Printer',
          company: null,
          relationships: ['INVITED'],
        }),
      ],
      [
        makeConversation({ id: 5, supplierId: 7, unreadCount: 2, lastMessageAt: '2026-01-03T00:00:00.000Z' }),
        makeConversation({
          id: 6,
          supplierId: 9,
          supplier: { ...SUPPLIER, id: 9, name: 'Cedar Ceramics' },
          lastMessageAt: '2026-01-05T00:00:00.000Z',
        }),
      ],
    );
    expect(rows.map((r) => [r.name, r.conversationId, r.unreadCount])).toEqual([
      ['Amber Glassworks', 5, 2],
      ['Cedar Ceramics', 6, 0],
      ['Oak Mills', null, 0],
      ['Local Printer', null, 0],
    ]);
    expect(rows[0]!.lastActivityAt).toBe('2026-01-03T00:00:00.000Z');
    expect(rows[3]!.supplierId).toBeNull();
  });
});
