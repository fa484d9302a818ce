import { AppError } from '../../http/errors';
import type { MeetingsProvider } from './types';

export type ZoomConfig = {
  accountId: string;
  clientId: string;
  clientSecret: string;
  apiUrl: string;
  oauthUrl: string;
  timeoutMs?: number;
};

const unavailable = (detail: string) =>
  new AppError('UNAVAILABLE', `The meetings service could not create the meeting: ${detail}`);

/**
 * Zoom's REST API with a server-to-server OAuth app: an account-credentials token (cached until a minute
 * before it expires, fetched again once on a 401), then POST /users/me/meetings for a scheduled meeting.
 */
export function createZoomMeetings(cfg: ZoomConfig): MeetingsProvider {
  const timeoutMs = cfg.timeoutMs ?? 10_000;
  let cached: { token: string; expiresAt: number } | null = null;

  async function call(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      const name = (err as Error).name;
      throw unavailable(name === 'TimeoutError' ? 'it did not answer in time' : 'it could not be reached');
    }
  }

  async function token(force = false): Promise<string> {
    if (!force && cached && cached.expiresAt > Date.now()) return cached.token;
    const url = new URL(cfg.oauthUrl);
    url.searchParams.set('grant_type', 'account_credentials');
    url.searchParams.set('account_id', cfg.accountId);
    const basic = Buffer.from(`${cfg.clientId}:${cfg.clientSecret}`).toString('base64');
    const res = await call(url.toString(), { method: 'POST', headers: { authorization: `Basic ${basic}` } });
    const body = (await res.json().catch(() => ({}))) as {
      access_token?: string;
      expires_in?: number;
      reason?: string;
    };
    if (!res.ok || !body.access_token) throw unavailable(body.reason ?? `sign-in failed (${res.status})`);
    cached = { token: body.access_token, expiresAt: Date.now() + ((body.expires_in ?? 3600) - 60) * 1000 };
    return cached.token;
  }

  return {
    kind: 'zoom',
    async createMeeting(input) {
      const payload = JSON.stringify({
        topic: input.topic,
        type: 2,
        start_time: new Date(input.startTime).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        duration: input.durationMinutes,
        timezone: 'UTC',
        settings: { join_before_host: true, waiting_room: false },
      });
      const post = async (force: boolean) =>
        call(`${cfg.apiUrl}/users/me/meetings`, {
          method: 'POST',
          headers: { authorization: `Bearer ${await token(force)}`, 'content-type': 'application/json' },
          body: payload,
        });
      let res = await post(false);
      if (res.status === 401) res = await post(true);
      const body = (await res.json().catch(() => ({}))) as {
        id?: number | string;
        join_url?: string;
        password?: string;
        start_time?: string;
        duration?: number;
        topic?: string;
        message?: string;
      };
      if (!res.ok || body.id == null || !body.join_url) {
        throw unavailable(body.message ?? `Zoom answered ${res.status}`);
      }
      return {
        provider: 'zoom',
        meetingId: String(body.id),
        topic: body.topic ?? input.topic,
        startTime: new Date(body.start_time ?? input.startTime).toISOString(),
        durationMinutes: body.duration ?? input.durationMinutes,
        joinUrl: body.join_url,
        password: body.password ?? null,
      };
    },
  };
}
