import type { Db } from '../../db/client';
import { escapeHtml } from '../../providers/email/escape-html';
import type { EmailProvider } from '../../providers/email/types';
import { listSupplierEmails } from '../auth/user-contacts';

/**
 * Emails the signed-up users of the given suppliers about a request, in the caller's transaction (so the
 * email exists exactly when the change commits). Suppliers without a Quarry account get nothing here.
 */
export async function notifySuppliers(
  tx: Db,
  email: EmailProvider,
  companyIds: readonly number[],
  message: { subject: string; lines: string[]; ref: string },
) {
  if (companyIds.length === 0) return 0;
  const emails = await listSupplierEmails(tx, companyIds);
  if (emails.length === 0) return 0;
  await email.send(tx, {
    to: emails,
    subject: message.subject,
    text: message.lines.join('\n'),
    html: message.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
    ref: message.ref,
  });
  return emails.length;
}
