import { useCallback, useRef, useState } from 'react';
import type { SendMessageInput } from '../../../shared/contract/messaging';
import { isApiError } from '../../api/api-error';
import { uploadChatFile } from './api/upload-chat-file';
import { attachmentMessage, chatUploadProblem } from './chat-upload';

export type ChatUploadItem = {
  id: string;
  name: string;
  fraction: number;
  status: 'uploading' | 'failed';
  error: string | null;
};

/**
 * Uploads chat files in parallel, each with its own progress; each finished file is handed to `send`
 * as the message its extension calls for. Failed uploads stay listed with the reason until dismissed.
 */
export function useChatUploads(send: (body: SendMessageInput) => unknown) {
  const [items, setItems] = useState<ChatUploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());

  const patch = useCallback((id: string, change: Partial<ChatUploadItem>) => {
    setItems((all) => all.map((i) => (i.id === id ? { ...i, ...change } : i)));
  }, []);
  const remove = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    controllers.current.delete(id);
    setItems((all) => all.filter((i) => i.id !== id));
  }, []);

  const start = useCallback(
    (files: readonly File[]) => {
      for (const file of files) {
        const id = crypto.randomUUID();
        const problem = chatUploadProblem(file);
        setItems((all) => [
          ...all,
          { id, name: file.name, fraction: 0, status: problem ? 'failed' : 'uploading', error: problem },
        ]);
        if (problem) continue;
        const controller = new AbortController();
        controllers.current.set(id, controller);
        uploadChatFile(file, { signal: controller.signal, onProgress: (fraction) => patch(id, { fraction }) })
          .then((stored) => {
            controllers.current.delete(id);
            setItems((all) => all.filter((i) => i.id !== id));
            send(attachmentMessage(file.name, stored.url));
          })
          .catch((error: unknown) => {
            controllers.current.delete(id);
            if (error instanceof DOMException && error.name === 'AbortError') return;
            patch(id, {
              status: 'failed',
              error: isApiError(error) ? error.message : 'The upload failed. Please try again.',
            });
          });
      }
    },
    [patch, send],
  );

  return { items, start, remove };
}
