// Spec §5: accepted upload types and how chat uploads are sent, both decided by file extension.

export const IMAGE_EXTENSIONS = [
  'png',
  'jpg',
  'jpeg',
  'bmp',
  'gif',
  'webp',
  'psd',
  'svg',
  'tiff',
  'jfif',
] as const;
export const DOCUMENT_EXTENSIONS = ['pdf'] as const;

export type ChatUploadKind = 'video' | 'image' | 'pdf' | 'ai' | 'file';
export interface ChatUpload {
  kind: ChatUploadKind;
  fileType: string;
}

// The chat's own image list differs from IMAGE_EXTENSIONS (it adds eps, drops webp and others): spec §5.
// A Map, not an object, so names like "x.constructor" cannot hit prototype keys.
const CHAT_UPLOAD_KINDS = new Map<string, ChatUploadKind>([
  ['mp4', 'video'],
  ['mkv', 'video'],
  ['mov', 'video'],
  ['jpg', 'image'],
  ['jpeg', 'image'],
  ['png', 'image'],
  ['gif', 'image'],
  ['eps', 'image'],
  ['pdf', 'pdf'],
  ['ai', 'ai'],
]);

/**
 * Lower-case extension without the dot, '' when there is none. Works on paths and URLs: the query
 * and hash are dropped and only the last path segment counts, so "/v1.2/file" has no extension.
 * A leading dot alone (".hidden") is a hidden file, not an extension.
 */
export function fileExtension(name: string): string {
  const path = name.trim().split(/[?#]/, 1)[0] ?? '';
  const base = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

export function isImageFile(name: string): boolean {
  return (IMAGE_EXTENSIONS as readonly string[]).includes(fileExtension(name));
}

export function isDocumentFile(name: string): boolean {
  return (DOCUMENT_EXTENSIONS as readonly string[]).includes(fileExtension(name));
}

export function isAcceptedUpload(name: string): boolean {
  return isImageFile(name) || isDocumentFile(name);
}

/** How a chat attachment is sent; unknown extensions go as a plain file typed by their extension. */
export function classifyChatUpload(name: string): ChatUpload {
  const fileType = fileExtension(name);
  return { kind: CHAT_UPLOAD_KINDS.get(fileType) ?? 'file', fileType };
}
