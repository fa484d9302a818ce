import { desc, sql } from 'drizzle-orm';
import { z } from 'zod';
import { DevMailboxEmail, DevMailboxQuery } from '../../../shared/contract/dev-mailbox';
import type { AppDeps } from '../../app-deps';
import { emailOutbox } from '../../db/schema/email';
import { notFound } from '../../http/errors';
import type { Api } from '../../http/types';

/**
 * The dev mailbox: the local outbox's newest emails to one address, for development and the browser suite
 * (DEV_MAILBOX=true). Off by default, and then this path does not exist (404).
 */
export function devMailboxRoutes(app: Api, deps: AppDeps) {
  app.get(
    '/dev/mailbox',
    {
      config: { access: 'public' },
      schema: {
        tags: ['commons'],
        summary: 'Development only (DEV_MAILBOX=true): the newest emails sent to an address',
        querystring: DevMailboxQuery,
        response: { 200: z.array(DevMailboxEmail) },
      },
    },
    async (req) => {
      if (!deps.config.email.devMailbox) throw notFound('Route');
      const rows = await deps.db
        .select({
          id: emailOutbox.id,
          to: emailOutbox.to,
          subject: emailOutbox.subject,
          text: emailOutbox.text,
          createdAt: emailOutbox.createdAt,
        })
        .from(emailOutbox)
        .where(sql`${req.query.to} = any(${emailOutbox.to})`)
        .orderBy(desc(emailOutbox.id))
        .limit(20);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },
  );
}
