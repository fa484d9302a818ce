import { and, desc, eq, sql } from 'drizzle-orm';
import {
  CHAT_ATTACHMENT_MAX_BYTES,
  type ConversationAttachment,
  type MessageType,
} from '../../../shared/contract/messaging';
import { fileUrl } from '../../../shared/contract/uploads';
import { type ChatUploadKind, classifyChatUpload } from '../../../shared/rules/files';
import type { Db } from '../../db/client';
import { conversationMessages } from '../../db/schema/messaging';
import { invalid } from '../../http/errors';
import { ownFileKey } from '../commons/own-files';
import { findOwnerUploads } from '../uploads/find-own-uploads';
import type { Viewer } from './viewer';

export type AttachmentLists = {
  imageUrls: string[];
  videoUrls: string[];
  pdfUrls: string[];
  fileUrls: string[];
};
const LISTS = ['imageUrls', 'videoUrls', 'pdfUrls', 'fileUrls'] as const;
/** Which chat kinds (spec §5, by extension) each list takes; fileUrls takes anything as a download. */
const LIST_KINDS: Record<(typeof LISTS)[number], readonly ChatUploadKind[] | null> = {
  imageUrls: ['image'],
  videoUrls: ['video'],
  pdfUrls: ['pdf'],
  fileUrls: null,
};
const LIST_NAMES = {
  image: 'imageUrls',
  video: 'videoUrls',
  pdf: 'pdfUrls',
  ai: 'fileUrls',
  file: 'fileUrls',
};
const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * Checks every attachment of a message: it must be a file the sender uploaded to Quarry (finished), in the
 * list its extension belongs to (spec §5: mp4/mkv/mov video; jpg/jpeg/png/gif/eps image; pdf; ai and
 * anything else a file) and within the chat's size for its kind. Answers the canonical URLs.
 */
export async function resolveAttachments(
  db: Db,
  viewer: Viewer,
  publicUrl: string,
  input: Partial<AttachmentLists>,
): Promise<AttachmentLists & { firstFileName: string | null }> {
  const keysByList = Object.fromEntries(
    LISTS.map((list) => [
      list,
      (input[list] ?? []).map((raw, i) => {
        try {
          return ownFileKey(raw, publicUrl);
        } catch (err) {
          throw invalid(`${list}[${i}] is not a file uploaded to Quarry`, [
            { path: `${list}.${i}`, message: (err as Error).message },
          ]);
        }
      }),
    ]),
  ) as Record<(typeof LISTS)[number], string[]>;
  const allKeys = LISTS.flatMap((l) => keysByList[l]);
  const out: AttachmentLists & { firstFileName: string | null } = {
    imageUrls: [],
    videoUrls: [],
    pdfUrls: [],
    fileUrls: [],
    firstFileName: null,
  };
  if (allKeys.length === 0) return out;
  const owner = viewer.side === 'STORE' ? { storeId: viewer.storeId } : { userId: viewer.userId };
  const rows = await findOwnerUploads(db, owner, allKeys);
  const byKey = new Map(rows.map((r) => [r.key, r]));
  for (const list of LISTS) {
    keysByList[list].forEach((key, i) => {
      const path = `${list}.${i}`;
      const file = byKey.get(key);
      if (!file)
        throw invalid(`${list}[${i}] is not one of your uploads`, [{ path, message: 'Unknown file' }]);
      if (file.status !== 'STORED') {
        throw invalid(`${file.fileName} has not finished uploading`, [
          { path, message: 'Upload not finished' },
        ]);
      }
      const { kind } = classifyChatUpload(file.fileName);
      const allowed = LIST_KINDS[list];
      if (allowed && !allowed.includes(kind)) {
        throw invalid(`${file.fileName} is sent as ${kind}: put it in ${LIST_NAMES[kind]}, not ${list}`, [
          { path, message: `Not ${list === 'pdfUrls' ? 'a pdf' : `a ${list.replace('Urls', '')}`}` },
        ]);
      }
      const max = CHAT_ATTACHMENT_MAX_BYTES[kind];
      if (file.size > max) {
        throw invalid(`${file.fileName} is ${mb(file.size)}; ${kind} files in chat are at most ${mb(max)}`, [
          { path, message: 'Too large' },
        ]);
      }
      out[list].push(fileUrl(key));
      out.firstFileName ??= file.fileName;
    });
  }
  return out;
}

/** Every attachment of a conversation, newest first (spec §7 "channel attachments"). */
export async function listAttachments(db: Db, conversationId: number): Promise<ConversationAttachment[]> {
  const rows = await db
    .select({
      index: conversationMessages.index,
      type: conversationMessages.type,
      author: conversationMessages.author,
      fileName: conversationMessages.fileName,
      imageUrls: conversationMessages.imageUrls,
      videoUrls: conversationMessages.videoUrls,
      pdfUrls: conversationMessages.pdfUrls,
      fileUrls: conversationMessages.fileUrls,
      createdAt: conversationMessages.createdAt,
    })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationId, conversationId),
        sql`cardinality(${conversationMessages.imageUrls}) + cardinality(${conversationMessages.videoUrls}) + cardinality(${conversationMessages.pdfUrls}) + cardinality(${conversationMessages.fileUrls}) > 0`,
      ),
    )
    .orderBy(desc(conversationMessages.index));
  const out: ConversationAttachment[] = [];
  for (const r of rows) {
    const entries: [ConversationAttachment['kind'] | null, string[]][] = [
      ['image', r.imageUrls],
      ['video', r.videoUrls],
      ['pdf', r.pdfUrls],
      [null, r.fileUrls],
    ];
    for (const [kind, urls] of entries) {
      for (const url of urls) {
        out.push({
          messageIndex: r.index,
          messageType: r.type as MessageType,
          kind: kind ?? (classifyChatUpload(r.fileName ?? url).kind === 'ai' ? 'ai' : 'file'),
          url,
          fileName: r.fileName,
          author: r.author,
          createdAt: r.createdAt.toISOString(),
        });
      }
    }
  }
  return out;
}
