export type MeetingInput = { topic: string; startTime: string; durationMinutes: number };

export type CreatedMeeting = {
  provider: 'quarry' | 'zoom';
  meetingId: string;
  topic: string;
  startTime: string;
  durationMinutes: number;
  joinUrl: string;
  password: string | null;
};

/** Video meetings (the spec's Zoom calls): Quarry's own meeting links by default, Zoom when configured. */
export interface MeetingsProvider {
  readonly kind: 'quarry' | 'zoom';
  createMeeting(input: MeetingInput): Promise<CreatedMeeting>;
}
