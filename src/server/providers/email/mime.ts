import { randomBytes } from 'node:crypto';
import type { EmailMessage } from './types';

/** The address inside `Name <addr>`, or the string itself. */
export const bareAddress = (s: string) => /<([^>]+)>/.exec(s)?.[1] ?? s.trim();

// RFC 2047 for a header with non-ASCII text.
const encodeHeader = (s: string) =>
  /^[\x20-\x7e]*$/.test(s) ? s : `=?UTF-8?B?${Buffer.from(s, 'utf8').toString('base64')}?=`;

const base64Lines = (s: string) => Buffer.from(s, 'utf8').toString('base64').replace(/.{76}/g, '$&\r\n');

/** A multipart/alternative message (text and HTML, base64 parts) ready for SMTP DATA. */
export function buildMime(from: string, message: EmailMessage, now = new Date()): string {
  const boundary = `quarry-${randomBytes(12).toString('hex')}`;
  const domain = bareAddress(from).split('@')[1] ?? 'quarry.local';
  return [
    `From: ${from}`,
    `To: ${message.to.join(', ')}`,
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${now.toUTCString()}`,
    `Message-ID: <${randomBytes(16).toString('hex')}@${domain}>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(message.text),
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(message.html),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}
