import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { startFakeZoomServer } from './fake-zoom-server';
import { createQuarryMeetings } from './quarry-meetings';
import { createZoomMeetings } from './zoom-meetings';

const input = { topic: 'Sample review', startTime: '2031-03-04T15:30:00.000Z', durationMinutes: 30 };
let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

describe('Zoom adapter against a loopback Zoom', () => {
  it('gets an account-credentials token and creates a scheduled meeting', async () => {
    const zoom = await startFakeZoomServer();
    close = zoom.close;
    const meetings = createZoomMeetings(zoom.config);
    const meeting = await meetings.createMeeting(input);
    expect(meeting).toEqual({
      provider: 'zoom',
      meetingId: '85746065432',
      topic: 'Sample review',
      startTime: '2031-03-04T15:30:00.000Z',
      durationMinutes: 30,
      joinUrl: 'https://zoom.example/j/85746065432?pwd=abc',
      password: 'abc123',
    });
    expect(zoom.requests[0]!.path).toBe('/oauth/token?grant_type=account_credentials&account_id=acct-1');
    expect(zoom.requests[1]).toMatchObject({
      path: '/v2/users/me/meetings',
      auth: 'Bearer token-1',
      body: {
        topic: 'Sample review',
        type: 2,
        start_time: '2031-03-04T15:30:00Z',
        duration: 30,
        timezone: 'UTC',
      },
    });
    // The token is cached: a second meeting asks for no new token.
    await meetings.createMeeting(input);
    expect(zoom.requests.filter((r) => r.path.startsWith('/oauth')).length).toBe(1);
  });

  it('fetches a new token once when Zoom says the cached one expired', async () => {
    const zoom = await startFakeZoomServer({ expireTokens: 1 });
    close = zoom.close;
    const meeting = await createZoomMeetings(zoom.config).createMeeting(input);
    expect(meeting.meetingId).toBe('85746065432');
    expect(zoom.requests.map((r) => r.auth)).toContain('Bearer token-2');
  });

  it("reports Zoom's error message as 503", async () => {
    const zoom = await startFakeZoomServer({
      failWith: { status: 429, code: 429, message: 'Daily limit reached.' },
    });
    close = zoom.close;
    const err = await createZoomMeetings(zoom.config)
      .createMeeting(input)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('UNAVAILABLE');
    expect((err as AppError).message).toContain('Daily limit reached.');
  });

  it('refuses bad credentials and times out a Zoom that does not answer', async () => {
    const zoom = await startFakeZoomServer({ hang: true });
    close = zoom.close;
    const bad = await createZoomMeetings({ ...zoom.config, clientSecret: 'wrong' })
      .createMeeting(input)
      .catch((e: unknown) => e);
    expect((bad as AppError).message).toContain('Invalid client_id or client_secret');
    const slow = await createZoomMeetings({ ...zoom.config, timeoutMs: 200 })
      .createMeeting(input)
      .catch((e: unknown) => e);
    expect((slow as AppError).code).toBe('UNAVAILABLE');
    expect((slow as AppError).message).toContain('did not answer in time');
  });
});

describe('Quarry meetings (embedded)', () => {
  it('makes an unguessable link with a passcode for each meeting', async () => {
    const meetings = createQuarryMeetings({ publicUrl: 'http://localhost:3000' });
    const a = await meetings.createMeeting(input);
    const b = await meetings.createMeeting(input);
    expect(a.meetingId).toMatch(/^[0-9a-f]{32}$/);
    expect(a.meetingId).not.toBe(b.meetingId);
    expect(a.joinUrl).toBe(`http://localhost:3000/meetings/${a.meetingId}?pwd=${a.password}`);
    expect(a).toMatchObject({ provider: 'quarry', topic: 'Sample review', durationMinutes: 30 });
  });
});
