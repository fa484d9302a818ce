import { randomBytes } from 'node:crypto';
import type { MeetingsProvider } from './types';

/**
 * The embedded provider: a meeting is a Quarry link with an unguessable id (128 bits) and a passcode,
 * stored with the ZOOM_MEETING message that announces it; /meetings/{id} shows it to whoever has the link.
 */
export function createQuarryMeetings(opts: { publicUrl: string }): MeetingsProvider {
  return {
    kind: 'quarry',
    async createMeeting(input) {
      const meetingId = randomBytes(16).toString('hex');
      const password = randomBytes(4).toString('hex');
      return {
        provider: 'quarry',
        meetingId,
        topic: input.topic,
        startTime: new Date(input.startTime).toISOString(),
        durationMinutes: input.durationMinutes,
        joinUrl: `${opts.publicUrl}/meetings/${meetingId}?pwd=${password}`,
        password,
      };
    },
  };
}
