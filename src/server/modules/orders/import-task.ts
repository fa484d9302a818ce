// `action/import-task` (decision 043): the founder's CSV is stored, a task row records it, and a job on the queue
// parses it, checks every order (SKUs the warehouse knows, the address with the shipping provider, the number
// free) and inserts the valid orders a batch per transaction, writing progress after each batch. An order is
// never half-applied; an order number the store already imported is a duplicate, not a new order — so a job that
// runs twice, or the same file imported again, makes no duplicates.
import { createHash } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { ImportTask } from '../../../shared/contract/sales-orders';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { orderImportTasks, salesOrders } from '../../db/schema/orders';
import { notFound } from '../../http/errors';
import type { JobQueue } from '../../jobs/queue';
import type { ShippingProvider } from '../../providers/shipping/types';
import { createStorageKey } from '../../providers/storage/keys';
import type { StorageProvider } from '../../providers/storage/types';
import { skuTitles } from '../inventory/sku-options';
import { insertOrders, type NewOrder } from './create-sales-order';
import { parseOrderCsv, type RowError } from './import-rows';
import type { Actor } from './order-status';

export const IMPORT_QUEUE = 'orders.import';
const BATCH = 250;
const ERRORS_KEPT = 5000;

type TaskRow = typeof orderImportTasks.$inferSelect;
export const toImportTask = (r: TaskRow): ImportTask => ({
  id: r.id,
  fileName: r.fileName,
  status: r.status,
  totalRows: r.totalRows,
  processedRows: r.processedRows,
  createdOrders: r.createdOrders,
  skippedOrders: r.skippedOrders,
  duplicateOrders: r.duplicateOrders,
  errors: r.errors,
  createdAt: r.createdAt.toISOString(),
  finishedAt: r.finishedAt ? r.finishedAt.toISOString() : null,
});

/** Stores the file, records the task and queues its job. */
export async function startImportTask(
  deps: { db: Db; storage: StorageProvider; jobs: JobQueue },
  storeId: number,
  userId: number,
  body: { fileName: string; csv: string },
): Promise<ImportTask> {
  const bytes = Buffer.from(body.csv, 'utf8');
  const fileKey = createStorageKey('csv');
  await deps.storage.put(fileKey, bytes, 'text/csv');
  const [task] = await deps.db
    .insert(orderImportTasks)
    .values({
      storeId,
      fileName: body.fileName,
      fileSha256: createHash('sha256').update(bytes).digest('hex'),
      fileKey,
      createdByUserId: userId,
    })
    .returning();
  await deps.jobs.send(IMPORT_QUEUE, { taskId: task!.id });
  return toImportTask(task!);
}

export async function getImportTask(db: Db, storeId: number, taskId: number): Promise<ImportTask> {
  const [row] = await db
    .select()
    .from(orderImportTasks)
    .where(and(eq(orderImportTasks.id, taskId), eq(orderImportTasks.storeId, storeId)));
  if (!row) throw notFound('Import');
  return toImportTask(row);
}

/** The store's recent imports, newest first. */
export async function listImportTasks(db: Db, storeId: number) {
  const rows = await db
    .select()
    .from(orderImportTasks)
    .where(eq(orderImportTasks.storeId, storeId))
    .orderBy(desc(orderImportTasks.id))
    .limit(10);
  return rows.map(toImportTask);
}

/** Runs one task to its end (the job's handler; safe to run again). */
export async function runImportTask(
  deps: { db: Db; storage: StorageProvider; shipping: ShippingProvider },
  taskId: number,
) {
  const { db } = deps;
  const [task] = await db.select().from(orderImportTasks).where(eq(orderImportTasks.id, taskId));
  if (!task || task.status === 'DONE' || task.status === 'FAILED') return;
  const storeId = task.storeId;
  const update = (set: Partial<TaskRow>) =>
    db.update(orderImportTasks).set(set).where(eq(orderImportTasks.id, taskId));
  try {
    const stored = await deps.storage.get(task.fileKey);
    if (!stored) {
      await update({
        status: 'FAILED',
        errors: [{ row: 1, message: 'The file is gone' }],
        finishedAt: new Date(),
      });
      return;
    }
    const parsed = parseOrderCsv(await text(stored.body));
    const errors: RowError[] = [...parsed.fileErrors];
    await update({ status: 'RUNNING', totalRows: parsed.totalRows, processedRows: 0, errors });
    const titles = await skuTitles(db, storeId, [
      ...new Set(parsed.orders.flatMap((o) => o.lines.map((l) => l.sku))),
    ]);
    // Numbers the store already has: from an earlier import (a duplicate) or another order (a row error).
    const numbers = parsed.orders.map((o) => o.orderNumber);
    const taken = new Map<string, { origin: string; externalRef: string | null; taskId: number | null }>();
    for (let i = 0; i < numbers.length; i += 1000) {
      const rows = await db
        .select({
          n: salesOrders.orderNumber,
          origin: salesOrders.origin,
          ref: salesOrders.externalRef,
          taskId: salesOrders.importTaskId,
        })
        .from(salesOrders)
        .where(
          and(eq(salesOrders.storeId, storeId), inArray(salesOrders.orderNumber, numbers.slice(i, i + 1000))),
        );
      for (const r of rows) taken.set(r.n, { origin: r.origin, externalRef: r.ref, taskId: r.taskId });
    }
    const actor: Actor = { userId: task.createdByUserId, label: 'Import' };
    let created = 0;
    let skipped = 0;
    let duplicates = 0;
    let processed = 0;
    for (let i = 0; i < parsed.orders.length; i += BATCH) {
      const batch = parsed.orders.slice(i, i + BATCH);
      const ready: NewOrder[] = [];
      for (const o of batch) {
        const first = o.rows[0]!;
        const was = taken.get(o.orderNumber);
        if (was?.origin === 'IMPORT' && was.externalRef === o.orderNumber) {
          // Made by an earlier import (a duplicate), or by another run of this very task (counted below).
          if (was.taskId !== taskId) duplicates++;
          continue;
        }
        const orderErrors = [...o.errors];
        if (was)
          orderErrors.push({
            row: first,
            field: 'order_number',
            message: `Order number ${o.orderNumber} is already used`,
          });
        for (const l of o.lines)
          if (!titles.has(l.sku))
            orderErrors.push({
              row: l.row,
              field: 'sku',
              message: `${l.sku} is not one of your warehouse SKUs`,
            });
        if (orderErrors.length === 0) {
          const check = await deps.shipping.validateAddress(o.address);
          if (!check.valid || !check.normalized)
            for (const p of check.problems)
              orderErrors.push({ row: first, field: addressColumn(p.field), message: p.message });
          else o.address = { ...o.address, ...check.normalized } as typeof o.address;
        }
        if (orderErrors.length > 0) {
          skipped++;
          errors.push(...orderErrors);
          continue;
        }
        ready.push({
          orderNumber: o.orderNumber,
          numberSeq: null,
          origin: 'IMPORT',
          externalRef: o.orderNumber,
          customerName: o.customerName,
          customerEmail: o.customerEmail,
          customerPhone: o.customerPhone,
          shippingAddress: o.address,
          shippingMethod: o.shippingMethod,
          shippingCents: 0,
          tags: o.tags,
          notes: o.notes,
          orderNotes: null,
          placedAt: o.placedAt,
          importTaskId: taskId,
          lines: o.lines.map((l) => ({
            sku: l.sku,
            title: titles.get(l.sku)!.title,
            variantTitle: titles.get(l.sku)!.variantTitle,
            quantity: l.quantity,
            unitPriceCents: l.unitPriceCents,
            discountCents: l.discountCents,
            taxCents: l.taxCents,
          })),
        });
      }
      const ids = await db.transaction((tx) =>
        insertOrders(tx, storeId, ready, actor, `Imported from ${task.fileName}`),
      );
      created += ids.size;
      // Lost a race with another run of the same file: those are duplicates, not errors.
      duplicates += ready.length - ids.size;
      processed += batch.reduce((n, o) => n + o.rows.length, 0);
      await update({
        processedRows: Math.min(processed, parsed.totalRows),
        createdOrders: created,
        skippedOrders: skipped,
        duplicateOrders: duplicates,
        errors: errors.slice(0, ERRORS_KEPT),
      });
    }
    // Two runs of one task (a retried job, or two instances) may share its orders between them: what the task
    // made is what the orders say, and every other good order was a duplicate.
    const [made] = await db
      .select({ n: count() })
      .from(salesOrders)
      .where(and(eq(salesOrders.storeId, storeId), eq(salesOrders.importTaskId, taskId)));
    created = made?.n ?? created;
    duplicates = Math.max(0, parsed.orders.length - skipped - created);
    await update({
      status: 'DONE',
      processedRows: parsed.totalRows,
      createdOrders: created,
      skippedOrders: skipped,
      duplicateOrders: duplicates,
      errors: errors.sort((a, b) => a.row - b.row).slice(0, ERRORS_KEPT),
      finishedAt: new Date(),
    });
  } catch (e) {
    await update({
      status: 'FAILED',
      errors: [
        { row: 1, message: 'The import stopped unexpectedly; nothing after the last batch was saved' },
      ],
      finishedAt: new Date(),
    });
    throw e;
  }
}

const ADDRESS_COLUMNS: Record<string, string> = {
  line1: 'address1',
  line2: 'address2',
  postalCode: 'postal_code',
  countryCode: 'country',
  name: 'customer_name',
};
const addressColumn = (field: string) => ADDRESS_COLUMNS[field] ?? field;

/** One worker per instance; a failed run is not retried (the founder sees FAILED and imports again). */
export async function registerOrderImportJobs(deps: Pick<AppDeps, 'jobs' | 'db' | 'storage' | 'shipping'>) {
  await deps.jobs.work<{ taskId: number }>(
    IMPORT_QUEUE,
    { workers: 1, pollingIntervalSeconds: 0.5, retryLimit: 0, expireInSeconds: 10 * 60 },
    async (data) => runImportTask(deps, data.taskId),
  );
}
