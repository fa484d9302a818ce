import { and, eq, sql } from 'drizzle-orm';
import type { MessageCard } from '../../../shared/contract/messaging';
import { PROJECT_REQUEST_TYPE_LABELS, type ProjectRequestType } from '../../../shared/contract/projects';
import { formatMoney } from '../../../shared/rules/money';
import type { Db } from '../../db/client';
import { catalogCompanies, catalogItems } from '../../db/schema/catalog';
import { projectRequests } from '../../db/schema/projects';
import { notFound } from '../../http/errors';
import { companyLogoUrl, itemPictureUrls } from '../catalog/rows';

// Cards snapshot what a message points at when it is sent (title, picture, link), so the conversation
// reads the same later and renders without a query per message. Read-only lookups of catalog and
// project rows: the messaging domain never writes them.

export async function catalogItemCard(db: Db, itemId: number): Promise<MessageCard> {
  const [item] = await db
    .select({
      id: catalogItems.id,
      title: catalogItems.title,
      imageCount: catalogItems.imageCount,
      imageUrls: catalogItems.imageUrls,
      price: catalogItems.productionMinPriceCents,
      moq: catalogItems.moq,
      supplier: catalogCompanies.name,
    })
    .from(catalogItems)
    .innerJoin(catalogCompanies, eq(catalogCompanies.id, catalogItems.companyId))
    .where(eq(catalogItems.id, itemId));
  if (!item) throw notFound('Catalog item');
  return {
    kind: 'CATALOG_ITEM',
    id: item.id,
    title: item.title,
    subtitle: `From ${formatMoney(item.price)} · MOQ ${item.moq.toLocaleString('en-US')} · ${item.supplier}`,
    imageUrl: itemPictureUrls(item)[0] ?? null,
    href: `/browse-suppliers/catalog-item/${item.id}`,
  };
}

export async function supplierProfileCard(db: Db, supplierId: number): Promise<MessageCard> {
  const [company] = await db
    .select({
      id: catalogCompanies.id,
      name: catalogCompanies.name,
      logoUrl: catalogCompanies.logoUrl,
      countryCode: catalogCompanies.countryCode,
      reviewAverage: catalogCompanies.reviewAverage,
      reviewCount: catalogCompanies.reviewCount,
    })
    .from(catalogCompanies)
    .where(eq(catalogCompanies.id, supplierId));
  if (!company) throw notFound('Supplier');
  const rating =
    company.reviewCount > 0 && company.reviewAverage != null
      ? ` · ★ ${company.reviewAverage.toFixed(1)} (${company.reviewCount})`
      : '';
  return {
    kind: 'SUPPLIER_PROFILE',
    id: company.id,
    title: company.name,
    subtitle: `${company.countryCode}${rating}`,
    imageUrl: companyLogoUrl(company),
    href: `/browse-suppliers/supplier-profile/${company.id}`,
  };
}

/** A custom project request of the conversation's store; a supplier may only share one it was sent. */
export async function customProjectCard(
  db: Db,
  projectId: number,
  conversation: { storeId: number; supplierId: number },
  side: 'STORE' | 'SUPPLIER',
): Promise<MessageCard> {
  const visibleToSupplier = sql`exists (select 1 from project_request_recipients r where r.project_id = ${projectRequests.id} and r.company_id = ${conversation.supplierId})`;
  const [project] = await db
    .select({
      id: projectRequests.id,
      title: projectRequests.title,
      type: projectRequests.type,
      status: projectRequests.status,
    })
    .from(projectRequests)
    .where(
      and(
        eq(projectRequests.id, projectId),
        eq(projectRequests.storeId, conversation.storeId),
        side === 'SUPPLIER' ? visibleToSupplier : undefined,
      ),
    );
  if (!project) throw notFound('Custom project request');
  const type = PROJECT_REQUEST_TYPE_LABELS[project.type as ProjectRequestType] ?? project.type;
  return {
    kind: 'CUSTOM_PROJECT',
    id: project.id,
    title: project.title,
    subtitle: `${type} · ${project.status.toLowerCase()}`,
    imageUrl: null,
    href: `/create-custom-project/${project.id}`,
  };
}
