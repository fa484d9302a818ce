import { FOREIGN_FILE_MESSAGE } from '../../../shared/contract/commons';
import { API_BASE_PATH } from '../../../shared/contract/http';
import { invalid } from '../../http/errors';
import { isValidStorageKey } from '../../providers/storage/keys';

const FILE_PATH = new RegExp(`^${API_BASE_PATH}/files/([^/]+)$`);

/**
 * The storage key of one of Quarry's own files, from `/rest/main/files/{key}` given relative or absolute on
 * PUBLIC_URL's origin. Anything else is refused with 400, so these routes never fetch from the network:
 * other hosts, protocol-relative `//host/…`, other schemes, and paths that leave /files/ once `..`,
 * `%2e%2e` or backslashes are resolved (the URL parser does that before the path is matched).
 */
export function ownFileKey(raw: string, publicUrl: string): string {
  const value = raw.trim();
  const origin = new URL(publicUrl).origin;
  let url: URL;
  try {
    if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\'))
      url = new URL(value, origin);
    else url = new URL(value);
  } catch {
    throw invalid(FOREIGN_FILE_MESSAGE);
  }
  if (url.origin !== origin || url.username || url.password) throw invalid(FOREIGN_FILE_MESSAGE);
  const match = FILE_PATH.exec(url.pathname);
  let key: string;
  try {
    key = decodeURIComponent(match?.[1] ?? '');
  } catch {
    throw invalid(FOREIGN_FILE_MESSAGE);
  }
  if (!isValidStorageKey(key) || key.includes('/')) throw invalid(FOREIGN_FILE_MESSAGE);
  return key;
}
