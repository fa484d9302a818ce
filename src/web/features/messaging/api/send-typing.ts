import { apiRequest } from '../../../api/client';

/** POST /web/conversations/{id}/typing: the typing signal when the socket is down. */
export const sendTyping = (id: number) =>
  apiRequest<{ ok: true }>(`/web/conversations/${id}/typing`, { method: 'POST', silent: true });
