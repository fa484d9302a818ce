import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Meeting, Message } from '../../../shared/contract/messaging';
import type { AppDeps } from '../../app-deps';
import { conversationMessages, conversations } from '../../db/schema/messaging';
import { conflict, invalid, notFound, refused } from '../../http/errors';
import { supplierDisplay } from '../catalog/supplier-display';
import { storeDisplay } from '../stores/store-display';
import { findConversationRow, publishToParties } from './conversations';
import { readStateOf, toMessage } from './rows';
import { appendMessage, type MessagingDeps } from './send-message';
import type { Viewer } from './viewer';

type MeetingDeps = MessagingDeps & Pick<AppDeps, 'meetings'>;

async function meetingRequest(deps: MeetingDeps, viewer: Viewer, conversationId: number, index: number) {
  const row = await findConversationRow(deps.db, viewer, conversationId);
  const [message] = await deps.db
    .select()
    .from(conversationMessages)
    .where(
      and(eq(conversationMessages.conversationId, conversationId), eq(conversationMessages.index, index)),
    );
  if (message?.type !== 'ZOOM_MEETING_REQUEST' || !message.meetingRequest) {
    throw notFound('Meeting request');
  }
  if (message.author === viewer.identity) refusedOwn();
  return { row, message, request: message.meetingRequest };
}

function refusedOwn(): never {
  throw refused('Only the other side of the conversation can answer your meeting request');
}

/** Moves the request from PENDING to `status` (one winner when both tabs click at once). */
async function claim(deps: MeetingDeps, id: number, patch: Record<string, unknown>, from = 'PENDING') {
  const [updated] = await deps.db
    .update(conversationMessages)
    .set({ meetingRequest: sql`${conversationMessages.meetingRequest} || ${JSON.stringify(patch)}::jsonb` })
    .where(
      and(eq(conversationMessages.id, id), sql`${conversationMessages.meetingRequest}->>'status' = ${from}`),
    )
    .returning();
  return updated ?? null;
}

/**
 * Accepts a proposed time: claims the request, creates the meeting through the meetings provider (the
 * claim is undone if that fails), posts a ZOOM_MEETING message and links it from the request.
 */
export async function acceptMeeting(
  deps: MeetingDeps,
  viewer: Viewer,
  conversationId: number,
  index: number,
  startTime: string,
): Promise<Message> {
  const { row, message, request } = await meetingRequest(deps, viewer, conversationId, index);
  const chosen = request.proposedTimes.find((t) => Date.parse(t) === Date.parse(startTime));
  if (!chosen) {
    throw invalid('Pick one of the proposed times', [{ path: 'startTime', message: 'Not a proposed time' }]);
  }
  if (Date.parse(chosen) <= Date.now()) throw refused('That time has passed: ask for a new meeting request');
  if (request.status !== 'PENDING')
    throw conflict(`This meeting request was already ${request.status.toLowerCase()}`);
  const claimed = await claim(deps, message.id, { status: 'ACCEPTED', acceptedTime: chosen });
  if (!claimed) throw conflict('This meeting request was already answered');
  let meeting: Awaited<ReturnType<MeetingDeps['meetings']['createMeeting']>>;
  try {
    meeting = await deps.meetings.createMeeting({
      topic: request.topic,
      startTime: chosen,
      durationMinutes: request.durationMinutes,
    });
  } catch (err) {
    await claim(deps, message.id, { status: 'PENDING', acceptedTime: null }, 'ACCEPTED');
    throw err;
  }
  const posted = await appendMessage(deps, viewer, conversationId, {
    author: viewer.identity,
    authorName: viewer.side === 'STORE' ? viewer.name : row.supplierName,
    type: 'ZOOM_MEETING',
    body: `Meeting scheduled: ${request.topic}`,
    meeting: { ...meeting, requestIndex: index },
    clientId: `meeting-accept:${message.sid}`,
  });
  const linked = await claim(deps, message.id, { meetingMessageIndex: posted.index }, 'ACCEPTED');
  if (linked) {
    publishToParties(deps.bus, row.c, {
      type: 'message-updated',
      conversationId,
      message: toMessage(linked, readStateOf(row.c, viewer)),
    });
  }
  return posted;
}

export async function declineMeeting(
  deps: MeetingDeps,
  viewer: Viewer,
  conversationId: number,
  index: number,
): Promise<Message> {
  const { row, message, request } = await meetingRequest(deps, viewer, conversationId, index);
  if (request.status !== 'PENDING')
    throw conflict(`This meeting request was already ${request.status.toLowerCase()}`);
  const declined = await claim(deps, message.id, { status: 'DECLINED' });
  if (!declined) throw conflict('This meeting request was already answered');
  const out = toMessage(declined, readStateOf(row.c, viewer));
  publishToParties(deps.bus, row.c, { type: 'message-updated', conversationId, message: out });
  return out;
}

/**
 * The meeting a Quarry link opens: found by its 128-bit id, and only with the passcode the link carries
 * (a wrong one answers 404 like an unknown id).
 */
export async function findMeetingRoom(
  db: MeetingDeps['db'],
  meetingId: string,
  password: string,
  standalone?: { details: string | undefined; secret: string },
) {
  if (standalone?.details) return standaloneRoom(meetingId, password, standalone.details, standalone.secret);
  const [row] = await db
    .select({
      meeting: conversationMessages.meeting,
      store: storeDisplay.title,
      supplier: supplierDisplay.name,
    })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .innerJoin(storeDisplay, eq(storeDisplay.id, conversations.storeId))
    .innerJoin(supplierDisplay, eq(supplierDisplay.id, conversations.supplierId))
    .where(
      and(
        eq(conversationMessages.type, 'ZOOM_MEETING'),
        sql`${conversationMessages.meeting}->>'meetingId' = ${meetingId}`,
        sql`${conversationMessages.meeting}->>'provider' = 'quarry'`,
      ),
    )
    .limit(1);
  const meeting = row?.meeting;
  if (!row || !meeting || !password || meeting.password !== password) throw notFound('Meeting');
  return {
    meetingId,
    topic: meeting.topic,
    startTime: meeting.startTime,
    durationMinutes: meeting.durationMinutes,
    participants: [row.store, row.supplier],
  };
}

// A meeting made with POST /commons/meetings/create-meeting belongs to no conversation, so there is no
// message to find it by. With Quarry's own meetings its link carries what the room shows (`m`: topic,
// time, length, host, base64url JSON) and a passcode that is an HMAC of the id and those details: the
// room checks the passcode instead of looking the meeting up, and nobody can forge or alter one.

type StandaloneDetails = { topic: string; startTime: string; durationMinutes: number; host: string };

const standalonePasscode = (secret: string, meetingId: string, details: string) =>
  createHmac('sha256', secret).update(`meeting:${meetingId}:${details}`).digest('base64url').slice(0, 24);

/** POST /commons/meetings/create-meeting: a meeting through the provider; Quarry's own links open. */
export async function createStandaloneMeeting(
  deps: Pick<MeetingDeps, 'meetings'>,
  viewer: Viewer,
  input: { topic: string; startTime: string; durationMinutes: number },
  secret: string,
): Promise<Meeting> {
  const meeting = await deps.meetings.createMeeting(input);
  if (meeting.provider !== 'quarry') return { ...meeting, requestIndex: null };
  const details: StandaloneDetails = {
    topic: meeting.topic,
    startTime: meeting.startTime,
    durationMinutes: meeting.durationMinutes,
    host: viewer.name,
  };
  const m = Buffer.from(JSON.stringify(details)).toString('base64url');
  const password = standalonePasscode(secret, meeting.meetingId, m);
  const url = new URL(meeting.joinUrl);
  url.search = new URLSearchParams({ pwd: password, m }).toString();
  return { ...meeting, password, joinUrl: url.toString(), requestIndex: null };
}

function standaloneRoom(meetingId: string, password: string, m: string, secret: string) {
  const expected = Buffer.from(standalonePasscode(secret, meetingId, m));
  const given = Buffer.from(password);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw notFound('Meeting');
  const details = JSON.parse(Buffer.from(m, 'base64url').toString('utf8')) as StandaloneDetails;
  return {
    meetingId,
    topic: details.topic,
    startTime: details.startTime,
    durationMinutes: details.durationMinutes,
    participants: [details.host],
  };
}
