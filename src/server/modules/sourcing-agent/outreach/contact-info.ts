import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { expandedNetworkContacts, expandedNetworkRecords } from '../../../db/schema/sourcing-agent';
import { invalid } from '../../../http/errors';
import { escapeHtml } from '../../../providers/email/escape-html';
import type { OutreachCtx } from './outreach-ctx';

/**
 * POST -/send-factories-contact-info: the chosen expanded-network factories' contact details (name, email,
 * phone, website, from Quarry's records) emailed through the outbox to the address the founder gave. Emailing
 * them is loading them: their contact status becomes SUCCESS. 400 when none of the ids is a known factory.
 */
export async function sendFactoriesContactInfo(
  tx: Db,
  ctx: OutreachCtx,
  input: { userEmail: string; companyIds: number[] },
) {
  const ids = [...new Set(input.companyIds)];
  const rows = await tx
    .select({
      id: expandedNetworkRecords.id,
      name: expandedNetworkRecords.name,
      city: expandedNetworkRecords.city,
      countryCode: expandedNetworkRecords.countryCode,
      contactName: expandedNetworkRecords.contactName,
      contactEmail: expandedNetworkRecords.contactEmail,
      contactPhone: expandedNetworkRecords.contactPhone,
      website: expandedNetworkRecords.website,
    })
    .from(expandedNetworkRecords)
    .where(inArray(expandedNetworkRecords.id, ids))
    .orderBy(expandedNetworkRecords.name);
  if (rows.length === 0)
    throw invalid('None of these factories is in the expanded network', [
      { path: 'body.companyIds', message: 'unknown factories' },
    ]);
  const known = new Set(rows.map((r) => r.id));
  const lines = [
    `The factories you chose on Quarry's sourcing agent for ${ctx.store.store.title}:`,
    ...rows.map(
      (r) =>
        `${r.name} (${r.city}, ${r.countryCode}) — ${r.contactName}, ${r.contactEmail}, ${r.contactPhone}, ${r.website}`,
    ),
  ];
  const { id: emailId } = await ctx.deps.email.send(tx, {
    to: [input.userEmail],
    subject: `Factory contacts from Quarry (${rows.length})`,
    text: lines.join('\n'),
    html: `<p>${escapeHtml(lines[0]!)}</p><ul>${lines
      .slice(1)
      .map((l) => `<li>${escapeHtml(l)}</li>`)
      .join('')}</ul>`,
    ref: `agent-contact-info:${ctx.store.storeId}`,
  });
  await tx
    .insert(expandedNetworkContacts)
    .values(
      rows.map((r) => ({
        storeId: ctx.store.storeId,
        recordId: r.id,
        status: 'SUCCESS' as const,
        loadedAt: new Date(),
      })),
    )
    .onConflictDoUpdate({
      target: [expandedNetworkContacts.storeId, expandedNetworkContacts.recordId],
      set: { status: 'SUCCESS', loadedAt: sql`coalesce(${expandedNetworkContacts.loadedAt}, now())` },
    });
  return {
    emailId,
    companyIds: rows.map((r) => r.id),
    unknownCompanyIds: ids.filter((id) => !known.has(id)),
  };
}
