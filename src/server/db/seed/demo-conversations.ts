import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { conversationName, storeIdentity, supplierIdentity } from '../../../shared/contract/messaging';
import { DEFAULT_PROJECT_INTRO_MESSAGE } from '../../../shared/rules/constants';
import { catalogItemCard, customProjectCard } from '../../modules/messaging/cards';
import type { Db } from '../client';
import { users } from '../schema/auth';
import { catalogCompanies, catalogItems } from '../schema/catalog';
import { conversationMessages, conversations } from '../schema/messaging';
import { projectRequests } from '../schema/projects';
import { stores } from '../schema/stores';
import { DEMO_ACCOUNTS } from './demo';
import { recordSeedRun } from './seed-runs';

type Line = {
  from: 'store' | 'supplier';
  at: string;
  type?: string;
  body: string;
  card?: 'project' | 'item';
  meeting?: boolean;
};

const sid = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

/** What the demo founder and the suppliers of its sent request have said so far. */
/** `storeUnread` / `supplierUnread`: how many of the last lines each side has not read yet. */
function scripts(): { lines: Line[]; storeUnread: number; supplierUnread: number }[] {
  return [
    {
      lines: [
        {
          from: 'store',
          at: '2026-11-03T10:06:00Z',
          type: 'CREATOR_CUSTOM_PROJECT',
          body: DEFAULT_PROJECT_INTRO_MESSAGE,
          card: 'project',
        },
        {
          from: 'supplier',
          at: '2026-11-04T02:15:00Z',
          body: 'Thanks for the details! We pour 8 oz amber jars every week, so this fits our line well. Our quote is in your request.',
        },
        {
          from: 'supplier',
          at: '2026-11-04T02:17:00Z',
          type: 'CATALOG_ITEM',
          body: 'This is the jar and lid we would use.',
          card: 'item',
        },
        {
          from: 'store',
          at: '2026-11-05T16:40:00Z',
          body: 'Looks great. Could we go through the fragrance load and the label on a call?',
        },
        {
          from: 'store',
          at: '2026-11-05T16:42:00Z',
          type: 'ZOOM_MEETING_REQUEST',
          body: 'Any of these times work for us.',
          meeting: true,
        },
      ],
      storeUnread: 0,
      supplierUnread: 1,
    },
    {
      lines: [
        {
          from: 'store',
          at: '2026-11-03T10:06:00Z',
          type: 'CREATOR_CUSTOM_PROJECT',
          body: DEFAULT_PROJECT_INTRO_MESSAGE,
          card: 'project',
        },
        {
          from: 'supplier',
          at: '2026-11-11T08:05:00Z',
          body: 'We can do an 8% fragrance load with a cotton wick. Would you like samples first?',
        },
        {
          from: 'supplier',
          at: '2026-11-11T08:06:00Z',
          body: 'A sample kit of three scents ships within 5 days.',
        },
      ],
      storeUnread: 2,
      supplierUnread: 0,
    },
    {
      lines: [
        {
          from: 'store',
          at: '2026-11-03T10:06:00Z',
          type: 'CREATOR_CUSTOM_PROJECT',
          body: DEFAULT_PROJECT_INTRO_MESSAGE,
          card: 'project',
        },
        {
          from: 'supplier',
          at: '2026-11-12T13:30:00Z',
          body: 'Quote sent. Our lead time is 35 days after sample approval.',
        },
        {
          from: 'store',
          at: '2026-11-12T16:30:00Z',
          body: 'Thank you, we will compare and come back to you this week.',
        },
      ],
      storeUnread: 0,
      supplierUnread: 0,
    },
  ];
}

/**
 * The demo founder's inbox: a conversation with each supplier of its sent custom project request, with
 * history (a project card, a product card, a meeting request the demo supplier can accept) and unread
 * messages; after seedDemoProjects. Seed part `demo-conversations` (recorded in its transaction, run once:
 * start.ts); answers false, recording nothing, while the founder or its sent request is missing.
 */
export async function seedDemoConversations(db: Db, now = new Date()) {
  const [founder] = await db
    .select({ storeId: users.storeId, title: stores.title })
    .from(users)
    .innerJoin(stores, eq(stores.id, users.storeId))
    .where(eq(users.email, DEMO_ACCOUNTS.founder));
  if (!founder?.storeId) return false;
  const storeId = founder.storeId;
  const [project] = await db
    .select({ id: projectRequests.id, supplierIds: projectRequests.supplierIds })
    .from(projectRequests)
    .where(and(eq(projectRequests.storeId, storeId), isNotNull(projectRequests.sentAt)))
    .orderBy(asc(projectRequests.id))
    .limit(1);
  if (!project) return false;
  // In the request's order: the first is the supplier the demo supplier account acts for.
  const companies = project.supplierIds.length
    ? await db
        .select({ id: catalogCompanies.id, name: catalogCompanies.name })
        .from(catalogCompanies)
        .where(inArray(catalogCompanies.id, project.supplierIds))
    : [];
  const suppliers = project.supplierIds.flatMap((id) => companies.filter((c) => c.id === id));
  // Meeting times in the future of this start, so the demo supplier can still accept one.
  const day = (n: number) => {
    const d = new Date(now.getTime() + n * 86400_000);
    d.setUTCHours(15, 0, 0, 0);
    return d.toISOString();
  };
  await db.transaction(async (tx) => {
    for (const [i, script] of scripts().entries()) {
      const supplier = suppliers[i];
      if (!supplier) break;
      const conversation = { storeId, supplierId: supplier.id };
      const [item] = await tx
        .select({ id: catalogItems.id })
        .from(catalogItems)
        .where(eq(catalogItems.companyId, supplier.id))
        .orderBy(asc(catalogItems.id))
        .limit(1);
      // A supplier without products has no product card to show: that line is left out.
      const lines = script.lines.filter((line) => line.card !== 'item' || item);
      const lastIndex = lines.length - 1;
      const [c] = await tx
        .insert(conversations)
        .values({
          sid: sid('CH'),
          name: conversationName(storeId, supplier.id),
          storeId,
          supplierId: supplier.id,
          meta: { projectRequestId: project.id },
          lastIndex,
          lastMessageAt: new Date(lines[lastIndex]!.at),
          storeLastRead: lastIndex - script.storeUnread,
          supplierLastRead: lastIndex - script.supplierUnread,
          // Nothing of the demo history is emailed as a digest.
          storeNotifiedIndex: lastIndex,
          supplierNotifiedIndex: lastIndex,
          createdAt: new Date(lines[0]!.at),
        })
        .returning({ id: conversations.id });
      const rows = [];
      for (const [index, line] of lines.entries()) {
        const card =
          line.card === 'project'
            ? await customProjectCard(tx, project.id, conversation, 'STORE')
            : line.card === 'item'
              ? await catalogItemCard(tx, item!.id)
              : null;
        rows.push({
          sid: sid('IM'),
          conversationId: c!.id,
          index,
          author: line.from === 'store' ? storeIdentity(storeId) : supplierIdentity(supplier.id),
          authorName: line.from === 'store' ? founder.title : supplier.name,
          type: line.type ?? 'TEXT',
          body: line.body,
          card,
          meetingRequest: line.meeting
            ? {
                topic: 'Fragrance load and label',
                durationMinutes: 30,
                proposedTimes: [day(3), day(4)],
                status: 'PENDING' as const,
                acceptedTime: null,
                meetingMessageIndex: null,
              }
            : null,
          createdAt: new Date(line.at),
        });
      }
      await tx.insert(conversationMessages).values(rows);
    }
    await recordSeedRun(tx, 'demo-conversations');
  });
  return true;
}
