import { and, count, desc, eq, sql } from 'drizzle-orm';
import type {
  CreateTechPackBody,
  RestoreTechPackBody,
  TechPack,
  TechPackAgentType,
  TechPackBody,
  TechPackSummary,
  TechPackVersion,
  UpdateTechPackBody,
} from '../../../shared/contract/tech-packs';
import { MAX_TECH_PACK_VERSIONS } from '../../../shared/contract/tech-packs';
import type { Database, Db } from '../../db/client';
import { techPacks, techPackVersions } from '../../db/schema/sourcing-agent';
import { AppError, conflict, invalid, notFound, refused } from '../../http/errors';
import { findAiProduct } from '../ai-design/ai-product-rows';
import { actorLabels } from '../auth/user-contacts';
import { findStoredUploadsById } from '../uploads/find-own-uploads';

// Tech packs (issue 24): a tech pack row with its current version number, and every saved version. A save
// names the version it started from; the row moves to the next version only from that one (a conditional
// update, which also locks the row for the transaction), so of two saves from the same version one lands
// and the other answers 409 with nothing written.

const summaryColumns = {
  id: techPacks.id,
  agentType: techPacks.agentType,
  kind: techPacks.kind,
  productName: techPacks.productName,
  currentVersion: techPacks.currentVersion,
  createdAt: techPacks.createdAt,
  updatedAt: techPacks.updatedAt,
};
type SummaryRow = {
  id: number;
  agentType: TechPackAgentType;
  kind: TechPackBody['kind'];
  productName: string;
  currentVersion: number;
  createdAt: Date;
  updatedAt: Date;
};

const toSummary = (r: SummaryRow): TechPackSummary => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const staleMessage = (current: number) =>
  `This tech pack changed since you opened it (version ${current}); reload it`;

/**
 * 400 unless every picture and dieline the tech pack names is the store's: a stored upload of the store, or
 * one of its gallery designs (AI products). The detail names the field.
 */
async function checkAttachments(db: Db, storeId: number, body: TechPackBody) {
  const uploadRefs: { id: number; path: string }[] = [];
  const designRefs: { id: number; path: string }[] = [];
  if (body.kind === 'PRODUCT') {
    (body.images ?? []).forEach((img, i) => {
      if (img.uploadId !== undefined)
        uploadRefs.push({ id: img.uploadId, path: `body.body.images.${i}.uploadId` });
      if (img.designImageId !== undefined)
        designRefs.push({ id: img.designImageId, path: `body.body.images.${i}.designImageId` });
    });
  } else if (body.dieline) {
    uploadRefs.push({ id: body.dieline.uploadId, path: 'body.body.dieline.uploadId' });
  }
  if (uploadRefs.length > 0) {
    const own = new Set(
      (await findStoredUploadsById(db, storeId, [...new Set(uploadRefs.map((r) => r.id))])).map((u) => u.id),
    );
    const missing = uploadRefs.find((r) => !own.has(r.id));
    if (missing)
      throw invalid('A tech pack can only use your own files', [
        { path: missing.path, message: 'is not one of your uploads' },
      ]);
  }
  const checked = new Set<number>();
  for (const ref of designRefs) {
    if (checked.has(ref.id)) continue;
    try {
      await findAiProduct(db, storeId, ref.id);
    } catch (err) {
      if (err instanceof AppError && err.code === 'NOT_FOUND')
        throw invalid('A tech pack can only use your own designs', [
          { path: ref.path, message: 'is not one of your gallery designs' },
        ]);
      throw err;
    }
    checked.add(ref.id);
  }
}

async function findSummary(db: Db, storeId: number, id: number) {
  const [row] = await db
    .select(summaryColumns)
    .from(techPacks)
    .where(and(eq(techPacks.id, id), eq(techPacks.storeId, storeId)));
  if (!row) throw notFound('Tech pack');
  return row;
}

/** The tech pack at `version` (the current one by default): 404 for another store's or an unknown version. */
export async function getTechPack(db: Db, storeId: number, id: number, version?: number): Promise<TechPack> {
  const pack = await findSummary(db, storeId, id);
  const wanted = version ?? pack.currentVersion;
  const [v] = await db
    .select({
      version: techPackVersions.version,
      body: techPackVersions.body,
      note: techPackVersions.note,
      createdByUserId: techPackVersions.createdByUserId,
      createdAt: techPackVersions.createdAt,
    })
    .from(techPackVersions)
    .where(and(eq(techPackVersions.techPackId, id), eq(techPackVersions.version, wanted)));
  if (!v) throw notFound('Tech pack version');
  const by =
    v.createdByUserId == null
      ? undefined
      : (await actorLabels(db, [v.createdByUserId])).get(v.createdByUserId);
  return {
    ...toSummary(pack),
    version: v.version,
    versionCreatedAt: v.createdAt.toISOString(),
    versionCreatedBy: by ?? null,
    note: v.note,
    body: v.body,
  };
}

/** A new tech pack at version 1. */
export async function createTechPack(
  db: Database,
  ctx: { storeId: number; userId: number },
  input: CreateTechPackBody,
): Promise<TechPack> {
  await checkAttachments(db, ctx.storeId, input.body);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(techPacks)
      .values({
        storeId: ctx.storeId,
        agentType: input.agentType,
        kind: input.body.kind,
        productName: input.body.productName,
        currentVersion: 1,
        createdByUserId: ctx.userId,
      })
      .returning({ id: techPacks.id });
    await tx
      .insert(techPackVersions)
      .values({ techPackId: row!.id, version: 1, body: input.body, createdByUserId: ctx.userId });
    return row!.id;
  });
  return getTechPack(db, ctx.storeId, id);
}

/**
 * Appends `body` as the next version, only when the tech pack is still at `baseVersion` (when given): 409
 * with the current version otherwise, 400 when the kind would change, 404 for another store's.
 */
async function appendVersion(
  db: Database,
  ctx: { storeId: number; userId: number },
  id: number,
  body: TechPackBody,
  opts: { baseVersion?: number; note?: string },
): Promise<TechPack> {
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(techPacks)
      .set({
        currentVersion: sql`${techPacks.currentVersion} + 1`,
        productName: body.productName,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(techPacks.id, id),
          eq(techPacks.storeId, ctx.storeId),
          eq(techPacks.kind, body.kind),
          opts.baseVersion === undefined ? undefined : eq(techPacks.currentVersion, opts.baseVersion),
          sql`${techPacks.currentVersion} < ${MAX_TECH_PACK_VERSIONS}`,
        ),
      )
      .returning({ version: techPacks.currentVersion });
    if (!moved) {
      const pack = await findSummary(tx, ctx.storeId, id);
      if (pack.kind !== body.kind)
        throw invalid(`A ${pack.kind} tech pack stays one: its kind cannot change`, [
          { path: 'body.body.kind', message: `must be ${pack.kind}` },
        ]);
      if (opts.baseVersion !== undefined && pack.currentVersion !== opts.baseVersion)
        throw conflict(staleMessage(pack.currentVersion));
      throw refused(`A tech pack keeps at most ${MAX_TECH_PACK_VERSIONS} versions: start a new one`);
    }
    await tx.insert(techPackVersions).values({
      techPackId: id,
      version: moved.version,
      body,
      createdByUserId: ctx.userId,
      note: opts.note ?? null,
    });
  });
  return getTechPack(db, ctx.storeId, id);
}

/** A save: the next version, from the version the founder opened. */
export async function updateTechPack(
  db: Database,
  ctx: { storeId: number; userId: number },
  id: number,
  input: UpdateTechPackBody,
): Promise<TechPack> {
  await findSummary(db, ctx.storeId, id);
  await checkAttachments(db, ctx.storeId, input.body);
  return appendVersion(db, ctx, id, input.body, { baseVersion: input.baseVersion, note: input.note });
}

/** A restore: the next version carries an older version's content (history is never rewritten). */
export async function restoreTechPack(
  db: Database,
  ctx: { storeId: number; userId: number },
  id: number,
  input: RestoreTechPackBody,
): Promise<TechPack> {
  const old = await getTechPack(db, ctx.storeId, id, input.version);
  return appendVersion(db, ctx, id, old.body, {
    baseVersion: input.baseVersion,
    note: input.note ?? `Restored version ${input.version}`,
  });
}

/** The tech pack's versions, newest first, with who saved each. */
export async function listTechPackVersions(db: Db, storeId: number, id: number): Promise<TechPackVersion[]> {
  await findSummary(db, storeId, id);
  const rows = await db
    .select({
      version: techPackVersions.version,
      createdAt: techPackVersions.createdAt,
      createdByUserId: techPackVersions.createdByUserId,
      note: techPackVersions.note,
    })
    .from(techPackVersions)
    .where(eq(techPackVersions.techPackId, id))
    .orderBy(desc(techPackVersions.version));
  const labels = await actorLabels(
    db,
    rows.flatMap((r) => (r.createdByUserId == null ? [] : [r.createdByUserId])),
  );
  return rows.map((r) => ({
    version: r.version,
    createdAt: r.createdAt.toISOString(),
    createdBy: r.createdByUserId == null ? null : (labels.get(r.createdByUserId) ?? null),
    note: r.note,
  }));
}

const historyWhere = (storeId: number, agentType?: TechPackAgentType) =>
  and(eq(techPacks.storeId, storeId), agentType ? eq(techPacks.agentType, agentType) : undefined);

/** The store's tech packs, last saved first (or first saved first with sort=updatedAt). */
export async function listTechPacks(
  db: Db,
  storeId: number,
  q: { page: number; size: number; sort?: string; agentType?: TechPackAgentType },
): Promise<TechPackSummary[]> {
  const oldestFirst = q.sort === 'updatedAt';
  const rows = await db
    .select(summaryColumns)
    .from(techPacks)
    .where(historyWhere(storeId, q.agentType))
    .orderBy(
      oldestFirst ? techPacks.updatedAt : desc(techPacks.updatedAt),
      oldestFirst ? techPacks.id : desc(techPacks.id),
    )
    .limit(q.size)
    .offset(q.page * q.size);
  return rows.map(toSummary);
}

export async function countTechPacks(db: Db, storeId: number, q: { agentType?: TechPackAgentType }) {
  const [row] = await db.select({ count: count() }).from(techPacks).where(historyWhere(storeId, q.agentType));
  return { count: row?.count ?? 0 };
}
