import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { ExpandedNetworkQuery, ExpandedNetworkRecord } from '../../../../shared/contract/agent-outreach';
import { matchWords } from '../../../../shared/rules/factory-match';
import type { Db } from '../../../db/client';
import { expandedNetworkContacts, expandedNetworkRecords as r } from '../../../db/schema/sourcing-agent';
import { briefOf } from '../match-factories';
import { getTechPack } from '../service';

// The expanded network as a store sees it (decision 050): Quarry's records of factories not on Quarry, filtered
// and ranked; a record's contact shows only once the store loaded it (status SUCCESS).

/** Ranking by fit reads every filtered record; the network is kept small enough for that (a few hundred). */
const MAX_RANKED = 5000;

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

type Filters = Pick<ExpandedNetworkQuery, 'keyword' | 'category' | 'countryCode'>;

function whereOf(f: Filters): SQL | undefined {
  const parts: SQL[] = [];
  if (f.keyword) {
    const p = `%${escapeLike(f.keyword)}%`;
    parts.push(
      or(
        ilike(r.name, p),
        ilike(r.description, p),
        ilike(r.category, p),
        sql`array_to_string(${r.capabilities}, ' ') ilike ${p}`,
      )!,
    );
  }
  if (f.category) parts.push(sql`lower(${r.category}) = lower(${f.category})`);
  if (f.countryCode) parts.push(eq(r.countryCode, f.countryCode));
  return parts.length ? and(...parts) : undefined;
}

const columns = {
  id: r.id,
  name: r.name,
  city: r.city,
  countryCode: r.countryCode,
  category: r.category,
  capabilities: r.capabilities,
  description: r.description,
  moq: r.moq,
  unitPriceFromCents: r.unitPriceFromCents,
  yearFounded: r.yearFounded,
  employees: r.employees,
  website: r.website,
  contactName: r.contactName,
  contactEmail: r.contactEmail,
  contactPhone: r.contactPhone,
  contactStatus: expandedNetworkContacts.status,
};
type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] } & {
  contactStatus: 'LOADING' | 'SUCCESS' | null;
};

const recordsQuery = (db: Db, storeId: number) =>
  db
    .select(columns)
    .from(r)
    .leftJoin(
      expandedNetworkContacts,
      and(eq(expandedNetworkContacts.recordId, r.id), eq(expandedNetworkContacts.storeId, storeId)),
    );

function toRecord(row: Row, fit: number | null): ExpandedNetworkRecord {
  const status = row.contactStatus ?? 'NOT_REQUESTED';
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    countryCode: row.countryCode,
    category: row.category,
    capabilities: row.capabilities,
    description: row.description,
    moq: row.moq,
    unitPriceFromCents: row.unitPriceFromCents,
    yearFounded: row.yearFounded,
    employees: row.employees,
    fit,
    contactStatus: status,
    contact:
      status === 'SUCCESS'
        ? { name: row.contactName, email: row.contactEmail, phone: row.contactPhone, website: row.website }
        : null,
  };
}

/** How many of the tech pack's words a record's category, capabilities and name hold. */
export const fitOf = (words: readonly string[], row: Pick<Row, 'category' | 'capabilities' | 'name'>) => {
  const theirs = new Set(matchWords([row.category, ...row.capabilities, row.name].join(' ')));
  return words.filter((w) => theirs.has(w)).length;
};

/** GET -/expanded-network-records: a page of records; with techPackId, ranked by fit (best first) by default. */
export async function listExpandedNetwork(
  db: Db,
  storeId: number,
  q: ExpandedNetworkQuery,
  now: Date,
): Promise<ExpandedNetworkRecord[]> {
  const sort = q.sort ?? (q.techPackId ? '-fit' : 'name');
  const descending = sort.startsWith('-');
  const field = sort.replace(/^-/, '') as 'name' | 'countryCode' | 'moq' | 'fit';
  if (q.techPackId || field === 'fit') {
    const words = q.techPackId
      ? briefOf((await getTechPack(db, storeId, q.techPackId)).body, now.toISOString().slice(0, 10)).words
      : [];
    const rows = (await recordsQuery(db, storeId)
      .where(whereOf(q))
      .orderBy(asc(r.id))
      .limit(MAX_RANKED)) as Row[];
    const scored = rows.map((row) => ({ row, fit: q.techPackId ? fitOf(words, row) : null }));
    const key = (x: (typeof scored)[number]) =>
      field === 'fit' ? (x.fit ?? 0) : field === 'moq' ? x.row.moq : x.row[field];
    scored.sort((a, b) => {
      const ka = key(a);
      const kb = key(b);
      const c = ka < kb ? -1 : ka > kb ? 1 : 0;
      return (descending ? -c : c) || a.row.id - b.row.id;
    });
    return scored.slice(q.page * q.size, (q.page + 1) * q.size).map((x) => toRecord(x.row, x.fit));
  }
  const column = { name: r.name, countryCode: r.countryCode, moq: r.moq }[field];
  const rows = (await recordsQuery(db, storeId)
    .where(whereOf(q))
    .orderBy(descending ? desc(column) : asc(column), asc(r.id))
    .limit(q.size)
    .offset(q.page * q.size)) as Row[];
  return rows.map((row) => toRecord(row, null));
}

export async function countExpandedNetwork(db: Db, storeId: number, q: Filters & { techPackId?: number }) {
  if (q.techPackId) await getTechPack(db, storeId, q.techPackId);
  const [row] = await db.select({ count: count() }).from(r).where(whereOf(q));
  return { count: row?.count ?? 0 };
}

/** Records by id with the store's contact status (unknown ids are left out). */
export async function findExpandedRecords(db: Db, storeId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, ExpandedNetworkRecord>();
  const rows = (await recordsQuery(db, storeId).where(inArray(r.id, [...ids]))) as Row[];
  return new Map(rows.map((row) => [row.id, toRecord(row, null)]));
}

/** The contact address Quarry keeps for a record (for emails sent through Quarry; not shown before loading). */
export async function expandedContactEmail(db: Db, recordId: number): Promise<string | undefined> {
  const [row] = await db.select({ email: r.contactEmail }).from(r).where(eq(r.id, recordId));
  return row?.email;
}
