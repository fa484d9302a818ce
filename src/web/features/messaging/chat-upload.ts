// Spec §5 chat uploads, decided by extension with the shared rule: video, image and pdf files become
// VIDEO, IMAGE and PDF messages; design (.ai) and any other file go as a file on a TEXT message with its
// name, which the server accepts with an empty body.
import { CHAT_ATTACHMENT_MAX_BYTES, type SendMessageInput } from '../../../shared/contract/messaging';
import { uploadTypeOf } from '../../../shared/contract/uploads';
import { type ChatUploadKind, classifyChatUpload } from '../../../shared/rules/files';

/** Why a file cannot be sent in the chat, or null when it can. */
export function chatUploadProblem(file: { name: string; size: number }): string | null {
  const { kind, fileType } = classifyChatUpload(file.name);
  if (!uploadTypeOf(fileType)) {
    return `${file.name}: ${fileType ? `.${fileType} files` : 'files without an extension'} can't be sent. Send images, videos, PDFs or design files.`;
  }
  const max = CHAT_ATTACHMENT_MAX_BYTES[kind];
  if (file.size > max) return `${file.name} is larger than ${Math.round(max / (1024 * 1024))} MB.`;
  return null;
}

/** The message that carries an uploaded chat file at `url`. */
export function attachmentMessage(fileName: string, url: string): SendMessageInput {
  const kind: ChatUploadKind = classifyChatUpload(fileName).kind;
  switch (kind) {
    case 'video':
      return { type: 'VIDEO', body: '', videoUrls: [url], fileName };
    case 'image':
      return { type: 'IMAGE', body: '', imageUrls: [url], fileName };
    case 'pdf':
      return { type: 'PDF', body: '', pdfUrls: [url], fileName };
    default:
      return { type: 'TEXT', body: '', fileUrls: [url], fileName };
  }
}

/** Empty text messages are not sent (spec §5); a message with an attachment or card may have no text. */
export const isBlankText = (text: string) => text.trim() === '';
