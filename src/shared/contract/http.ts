// Plain constants of the HTTP contract, free of zod so the web's first load can import them cheaply.

/** Base path of every API call (spec §7: {gateway}/rest/main). */
export const API_BASE_PATH = '/rest/main';

/** Response header that carries a renewed token; the client stores it (spec §7). */
export const TOKEN_HEADER = 'x-auth-token';
/** Response header set on every response to a preview account (spec §6). */
export const PREVIEW_HEADER = 'x-preview-account';
/** Response header with the id the server logged the request under. */
export const REQUEST_ID_HEADER = 'x-request-id';
