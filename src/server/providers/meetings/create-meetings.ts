import type { Config } from '../../config';
import { createQuarryMeetings } from './quarry-meetings';
import type { MeetingsProvider } from './types';
import { createZoomMeetings } from './zoom-meetings';

/** Quarry's own meeting links by default; Zoom when ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID and ZOOM_CLIENT_SECRET are set. */
export function createMeetings(config: Config): MeetingsProvider {
  if (config.meetings.zoom) return createZoomMeetings(config.meetings.zoom);
  return createQuarryMeetings({ publicUrl: config.publicUrl });
}
