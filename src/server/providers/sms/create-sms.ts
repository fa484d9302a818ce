import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createOutboxSms } from './outbox-sms';
import { createTwilioSms } from './twilio-sms';
import type { SmsProvider } from './types';

/** The embedded outbox by default; Twilio when SMS_TWILIO_ACCOUNT_SID, SMS_TWILIO_AUTH_TOKEN and SMS_FROM are set. */
export function createSms(config: Config, db: Database): SmsProvider {
  if (config.sms.twilio) return createTwilioSms({ ...config.sms.twilio, db });
  return createOutboxSms();
}
