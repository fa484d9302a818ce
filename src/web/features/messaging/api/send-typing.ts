import { callApi } from '../../../api/call-api';

/** POST /web/conversations/{id}/typing: the typing signal when the socket is down. */
export const sendTyping = (id: number) =>
  callApi('POST /web/conversations/:id/typing', { params: { id }, silent: true });
