// "My suppliers": the suppliers the store works with (GET /web/stores/me/suppliers) joined with the
// ones it talks to (its conversations), one row per supplier, with the conversation's unread count.
import type { Conversation } from '../../../shared/contract/messaging';
import type { StoreSupplier, SupplierRelationship } from '../../../shared/contract/supplier-invites';

export type MySupplierRow = {
  key: string;
  /** The catalog supplier; null for an invited supplier not on Quarry yet (it cannot be messaged). */
  supplierId: number | null;
  name: string;
  imageUrl: string | null;
  countryCode: string | null;
  relationships: SupplierRelationship[];
  conversationId: number | null;
  unreadCount: number;
  lastActivityAt: string | null;
};

const newest = (a: string | null, b: string | null) => (!a ? b : !b ? a : a > b ? a : b);

export function combineMySuppliers(
  suppliers: readonly StoreSupplier[],
  conversations: readonly Conversation[],
): MySupplierRow[] {
  const bySupplier = new Map<number, Conversation>();
  for (const c of conversations) {
    const held = bySupplier.get(c.supplierId);
    if (!held || (c.lastMessageAt ?? '') > (held.lastMessageAt ?? '')) bySupplier.set(c.supplierId, c);
  }
  const rows: MySupplierRow[] = [];
  const seen = new Set<number>();
  for (const s of suppliers) {
    const conversation = s.companyId === null ? undefined : bySupplier.get(s.companyId);
    if (s.companyId !== null) seen.add(s.companyId);
    rows.push({
      key: s.companyId !== null ? `supplier-${s.companyId}` : `invite-${s.inviteId ?? s.name}`,
      supplierId: s.companyId,
      name: s.company?.name ?? s.name,
      imageUrl: s.company?.logoUrl ?? null,
      countryCode: s.company?.countryCode ?? null,
      relationships: s.relationships,
      conversationId: conversation?.id ?? null,
      unreadCount: conversation?.unreadCount ?? 0,
      lastActivityAt: newest(s.lastInteractionAt, conversation?.lastMessageAt ?? null),
    });
  }
  for (const c of bySupplier.values()) {
    if (seen.has(c.supplierId)) continue;
    rows.push({
      key: `supplier-${c.supplierId}`,
      supplierId: c.supplierId,
      name: c.supplier.name,
      imageUrl: c.supplier.imageUrl,
      countryCode: c.supplier.countryCode,
      relationships: [],
      conversationId: c.id,
      unreadCount: c.unreadCount,
      lastActivityAt: c.lastMessageAt ?? c.createdAt,
    });
  }
  // Unread first, then the most recent activity.
  return rows.sort(
    (a, b) =>
      Number(b.unreadCount > 0) - Number(a.unreadCount > 0) ||
      (b.lastActivityAt ?? '').localeCompare(a.lastActivityAt ?? ''),
  );
}
