import { sql } from 'drizzle-orm';
import type { CatalogCompany } from '../../../shared/contract/catalog';
import type { StoreSupplier, SupplierRelationship } from '../../../shared/contract/supplier-invites';
import type { Db } from '../../db/client';
import type { StoreCtx } from '../../http/context';
import { findCompaniesByIds } from '../catalog/list-companies';

type RelationRow = {
  company_id: number | null;
  invite_id: number | null;
  name: string | null;
  website: string | null;
  kinds: SupplierRelationship[];
  last_at: Date | string;
};

/** One row per relationship event of the store with a supplier (a catalog company or an invite). */
const relations = (storeId: number) => sql`
    with rel as (
      select company_id, null::int as invite_id, null::text as name, null::text as website,
             'FAVORITED' as kind, created_at as at
        from favorite_catalog_companies where store_id = ${storeId}
      union all
      select company_id, id, name, website, 'INVITED', created_at
        from supplier_invites where store_id = ${storeId}
      union all
      select company_id, null, null, null, 'REVIEWED', created_at
        from catalog_company_reviews where store_id = ${storeId}
      union all
      select r.company_id, null, null, null, 'REQUESTED', p.sent_at
        from project_request_recipients r join project_requests p on p.id = r.project_id
       where p.store_id = ${storeId} and p.sent_at is not null
      union all
      select supplier_id, null, null, null, 'MESSAGED', last_message_at
        from conversations where store_id = ${storeId} and last_message_at is not null
    )`;

/**
 * GET /web/stores/me/suppliers: the suppliers this store has a relationship with — favorited, invited,
 * reviewed, sent a custom project request or exchanged messages — one row per catalog supplier (an invite not on Quarry is its
 * own row), most recent first.
 * Orders join this union when they land (issue 5).
 */
export async function listStoreSuppliers(
  db: Db,
  ctx: StoreCtx,
  q: { page: number; size: number },
): Promise<StoreSupplier[]> {
  const result = await db.execute(sql`
    ${relations(ctx.storeId)}
    select company_id,
           case when company_id is null then min(invite_id) end as invite_id,
           max(name) as name, max(website) as website,
           array_agg(distinct kind order by kind) as kinds, max(at) as last_at
      from rel
     group by company_id, case when company_id is null then invite_id end
     order by max(at) desc, company_id desc nulls last, min(invite_id) desc
     limit ${q.size} offset ${q.page * q.size}`);
  const rows = (result as unknown as { rows: RelationRow[] }).rows;
  const ids = rows.map((r) => r.company_id).filter((id): id is number => id != null);
  const byId = ids.length ? await findCompaniesByIds(db, ctx, ids) : new Map<number, CatalogCompany>();
  return rows.map((r) => {
    const company = r.company_id != null ? byId.get(r.company_id) : undefined;
    return {
      companyId: r.company_id,
      inviteId: r.invite_id,
      name: company?.name ?? r.name ?? '',
      website: r.website,
      company: company ?? null,
      relationships: r.kinds,
      lastInteractionAt: new Date(r.last_at).toISOString(),
    };
  });
}

export async function countStoreSuppliers(db: Db, ctx: StoreCtx) {
  const result = await db.execute(sql`
    ${relations(ctx.storeId)}
    select count(distinct coalesce('c' || company_id, 'i' || invite_id))::int as count from rel`);
  const [row] = (result as unknown as { rows: { count: number }[] }).rows;
  return { count: Number(row?.count ?? 0) };
}
