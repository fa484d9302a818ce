import type { Db } from '../../db/client';

export type EmailMessage = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** A sender other than the provider's own: a founder's verified address (decision 050). */
  from?: string;
  /** What produced it, e.g. `supplier-invite:12`. */
  ref?: string;
};

/**
 * Sends email through the outbox: `send` writes the message in the caller's transaction, so an email exists
 * exactly when the change that caused it commits. The embedded provider delivers to the outbox itself (the
 * dev mailbox reads it); a relay adapter (SMTP) marks rows SENT or FAILED as it delivers them.
 */
export interface EmailProvider {
  readonly kind: 'outbox' | 'smtp';
  readonly from: string;
  send(db: Db, message: EmailMessage): Promise<{ id: number }>;
  /** Relays queued messages; call after the sending transaction commits (a no-op for the embedded outbox). */
  deliver(): Promise<void>;
}
