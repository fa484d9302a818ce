import { and, eq } from 'drizzle-orm';
import type { UpdateProjectBody } from '../../../shared/contract/projects';
import type { Db } from '../../db/client';
import { creatorProjects } from '../../db/schema/projects';
import { invalid, notFound } from '../../http/errors';
import { knownCategories } from '../catalog/categories';
import { existingCompanyIds } from '../catalog/company-reads';
import { findOwnUploads } from '../uploads/find-own-uploads';

const unique = <T>(xs: readonly T[]) => [...new Set(xs)];

/**
 * Checks what a project body points at — suppliers and categories exist, attachments are this store's own
 * uploads, the creator project is this store's — and answers the columns to store.
 */
export async function resolveProjectInput(db: Db, storeId: number, body: UpdateProjectBody) {
  const supplierIds = unique(body.supplierIds);
  const categoryIds = unique(body.categoryIds);
  const keys = unique(body.attachmentKeys);
  const known = await existingCompanyIds(db, supplierIds);
  const missing = supplierIds.filter((id) => !known.has(id));
  if (missing.length)
    throw invalid(`Unknown supplier id ${missing.join(', ')}`, [
      { path: 'body.supplierIds', message: 'is not a supplier on Quarry' },
    ]);
  await knownCategories(db, categoryIds, 'body.categoryIds');
  const files = await findOwnUploads(db, { storeId }, keys);
  const absent = keys.find((k) => !files.has(k));
  if (absent !== undefined)
    throw invalid('An attachment is not one of your uploaded files', [
      { path: 'body.attachmentKeys', message: `${absent.slice(0, 40)} is not one of your uploads` },
    ]);
  if (body.creatorProjectId != null) {
    const [own] = await db
      .select({ id: creatorProjects.id })
      .from(creatorProjects)
      .where(and(eq(creatorProjects.id, body.creatorProjectId), eq(creatorProjects.storeId, storeId)));
    if (!own) throw notFound('Creator project');
  }
  return {
    type: body.type,
    title: body.title,
    description: body.description,
    productOption: body.productOption,
    quantity: body.quantity,
    targetUnitPriceCents: body.targetUnitPriceCents,
    categoryIds,
    attachments: keys.map((k) => files.get(k)!),
    introMessage: body.introMessage,
    audience: body.audience,
    // An open request goes to matching suppliers, not to a list.
    supplierIds: body.audience === 'OPEN' ? [] : supplierIds,
    creatorProjectId: body.creatorProjectId,
  };
}

/** What a project needs before it can be sent; a draft may be incomplete. */
export function assertSendable(p: {
  type: string;
  audience: 'CHOSEN' | 'OPEN';
  supplierIds: readonly number[];
  categoryIds: readonly number[];
  productOption: string | null;
}) {
  if (p.audience === 'CHOSEN' && p.supplierIds.length === 0)
    throw invalid('Choose at least one supplier, or open the request to matching suppliers', [
      { path: 'body.supplierIds', message: 'choose at least one supplier' },
    ]);
  if (p.audience === 'OPEN' && p.categoryIds.length === 0)
    throw invalid('Pick at least one category so matching suppliers can find the request', [
      { path: 'body.categoryIds', message: 'pick at least one category' },
    ]);
  if ((p.type === 'PRODUCT' || p.type === 'RFP_PRODUCT') && p.productOption == null)
    throw invalid('Choose between stock products with customizations and custom products', [
      { path: 'body.productOption', message: 'choose a custom product option' },
    ]);
}
