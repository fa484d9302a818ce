import type { Db } from '../../db/client';

export type SmsMessage = { to: string; body: string; ref?: string };

/**
 * Sends text messages through the outbox, like email: `send` writes the message in the caller's
 * transaction; the embedded provider delivers to the outbox itself, the gateway adapter relays queued
 * rows in `deliver()` (call it after the sending transaction commits).
 */
export interface SmsProvider {
  readonly kind: 'outbox' | 'twilio';
  send(db: Db, message: SmsMessage): Promise<{ id: number }>;
  deliver(): Promise<void>;
}

/** A text is at most this long: longer ones are cut with an ellipsis (a few SMS segments). */
export const SMS_MAX_LENGTH = 320;
export const fitSms = (body: string) =>
  body.length > SMS_MAX_LENGTH ? `${body.slice(0, SMS_MAX_LENGTH - 1)}…` : body;
