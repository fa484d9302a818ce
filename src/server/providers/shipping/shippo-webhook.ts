import { createHmac, timingSafeEqual } from 'node:crypto';
import { fromShippoTrackingStatus, type TrackingStatus } from '../../../shared/rules/tracking';
import { invalid, notFound } from '../../http/errors';
import { type ShippoTrack, type ShippoTransaction, toTrackingInfo } from './shippo-labels';
import type { TrackingInfo } from './types';

/*
 * Shippo's webhooks (track_updated, transaction_created, transaction_updated). Shippo signs nothing by
 * default; its webhook-security page offers an IP allow-list, a self-generated token in the webhook URL
 * (`…?token=…`) and, provisioned by Shippo on request, HMAC: a `Shippo-Auth-Signature: t=<unix time>,v1=<hex
 * HMAC-SHA256 of "<t>.<raw body>">` header. Quarry checks the token (SHIPPO_WEBHOOK_TOKEN) and, when
 * SHIPPO_WEBHOOK_HMAC_SECRET is set, the signature too (300 s tolerance); with neither set the endpoint does
 * not exist (404). The route must pass the raw bytes Shippo sent.
 */

export type ShippoWebhookSecrets = { token?: string | null; hmacSecret?: string | null };

export type ShippoWebhookRequest = {
  query?: Record<string, unknown>;
  headers?: Record<string, string | string[] | undefined>;
};

export type ShippoLabelUpdate = {
  labelId: string;
  /** Shippo's transaction status: SUCCESS, ERROR, REFUNDED, REFUNDPENDING, REFUNDREJECTED, QUEUED, WAITING. */
  labelStatus: string;
  trackingNumber: string | null;
  trackingStatus: TrackingStatus | null;
  labelUrl: string | null;
  rateId: string | null;
  metadata: string | null;
};

export type ShippoWebhookEvent =
  | {
      event: 'track_updated';
      test: boolean;
      tracking: TrackingInfo;
      labelId: string | null;
      metadata: string | null;
    }
  | { event: 'transaction_created' | 'transaction_updated'; test: boolean; label: ShippoLabelUpdate }
  /** Another event type (batch_created, …): answer 200 and ignore it. */
  | { event: 'other'; type: string; test: boolean };

export const WEBHOOK_TOLERANCE_SECONDS = 300;

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
};

const header = (h: ShippoWebhookRequest['headers'], name: string) => {
  const v = Object.entries(h ?? {}).find(([k]) => k.toLowerCase() === name)?.[1];
  return Array.isArray(v) ? v[0] : v;
};

/** The Shippo-Auth-Signature value for a body (tests and the loopback peer sign with it). */
export function signShippoWebhook(rawBody: string, secret: string, timestamp: number): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

/**
 * Verifies a Shippo webhook (token, and HMAC when configured) and parses it. Refusals are 400s saying why;
 * no secret configured → 404.
 */
export function parseShippoWebhook(
  rawBody: string | Buffer,
  request: ShippoWebhookRequest,
  secrets: ShippoWebhookSecrets,
  now: Date = new Date(),
): ShippoWebhookEvent {
  const refuse = (why: string) => invalid(`The webhook was refused: ${why}`);
  if (!secrets.token && !secrets.hmacSecret) throw notFound('Webhook endpoint');
  const body = typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8');

  if (secrets.token) {
    const given = request.query?.token;
    if (typeof given !== 'string' || given === '') throw refuse('no token in the webhook URL');
    if (!sameText(given, secrets.token)) throw refuse('the token does not match');
  }
  if (secrets.hmacSecret) {
    const sig = header(request.headers, 'shippo-auth-signature');
    if (!sig) throw refuse('no Shippo-Auth-Signature header');
    let t: number | null = null;
    const v1: string[] = [];
    for (const part of sig.split(',')) {
      const [k, v] = part.trim().split('=', 2);
      if (k === 't' && v && /^\d+$/.test(v)) t = Number(v);
      if (k === 'v1' && v) v1.push(v.toLowerCase());
    }
    if (t === null || v1.length === 0) throw refuse('the signature header is malformed');
    const expected = signShippoWebhook(body, secrets.hmacSecret, t).split('v1=')[1]!;
    if (!v1.some((s) => sameText(s, expected))) throw refuse('no signature matches the payload');
    const seconds = t > 1e12 ? t / 1000 : t;
    if (Math.abs(now.getTime() / 1000 - seconds) > WEBHOOK_TOLERANCE_SECONDS) {
      throw refuse('the timestamp is outside the tolerance');
    }
  }

  let payload: { event?: unknown; test?: unknown; data?: unknown };
  try {
    payload = JSON.parse(body);
  } catch {
    throw refuse('the payload is not JSON');
  }
  if (!payload || typeof payload.event !== 'string' || !payload.data || typeof payload.data !== 'object') {
    throw refuse('the payload is not a Shippo event');
  }
  const test = payload.test === true;
  if (payload.event === 'track_updated') {
    const track = payload.data as ShippoTrack;
    if (typeof track.tracking_number !== 'string' || typeof track.carrier !== 'string') {
      throw refuse('track_updated without tracking_number and carrier');
    }
    return {
      event: 'track_updated',
      test,
      tracking: toTrackingInfo(track),
      labelId: track.transaction ?? null,
      metadata: track.metadata ?? null,
    };
  }
  if (payload.event === 'transaction_created' || payload.event === 'transaction_updated') {
    const t = payload.data as ShippoTransaction;
    if (typeof t.object_id !== 'string' || typeof t.status !== 'string') {
      throw refuse(`${payload.event} without object_id and status`);
    }
    return {
      event: payload.event,
      test,
      label: {
        labelId: t.object_id,
        labelStatus: t.status,
        trackingNumber: t.tracking_number ?? null,
        trackingStatus: t.tracking_status ? fromShippoTrackingStatus(t.tracking_status) : null,
        labelUrl: t.label_url ?? null,
        rateId: typeof t.rate === 'string' ? t.rate : null,
        metadata: t.metadata ?? null,
      },
    };
  }
  return { event: 'other', type: payload.event, test };
}
