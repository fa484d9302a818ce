import type { MessageCard } from '../../../shared/contract/messaging';
import { PROJECT_REQUEST_TYPE_LABELS, type ProjectRequestType } from '../../../shared/contract/projects';
import { formatMoney } from '../../../shared/rules/money';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { findItemCardFacts, findSupplierCardFacts } from '../catalog/card-facts';
import { companyLogoUrl, itemPictureUrls } from '../catalog/rows';
import { findProjectCardFacts } from '../projects/project-card-facts';

// Cards snapshot what a message points at when it is sent (title, picture, link), so the conversation
// reads the same later and renders without a query per message. The facts come from the catalog and
// projects domains' read functions.

export async function catalogItemCard(db: Db, itemId: number): Promise<MessageCard> {
  const item = await findItemCardFacts(db, itemId);
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
  const company = await findSupplierCardFacts(db, supplierId);
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
  const project = await findProjectCardFacts(
    db,
    projectId,
    conversation.storeId,
    side === 'SUPPLIER' ? { supplierId: conversation.supplierId } : undefined,
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
