import { buildApiUrl, type RequestOptions } from '../../../api/client';
import { getToken } from '../../../api/token-store';

/** GET /web/orders/-/export.csv with the list's filters, saved as a file (fetch: the client reads JSON only). */
export async function downloadOrdersCsv(query: RequestOptions['query']) {
  const token = getToken();
  const response = await fetch(buildApiUrl('/web/orders/-/export.csv', query), {
    headers: token ? { authorization: `Bearer ${token}`, accept: 'text/csv' } : { accept: 'text/csv' },
  });
  if (!response.ok) throw new Error(`The export failed (status ${response.status}); please try again`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `orders-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
