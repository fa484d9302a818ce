// Plain constants of the HTTP contract, free of zod so the web's first load can import them cheaply.

/** Base path of every API call (spec §7: {gateway}/rest/main). */
export const API_BASE_PATH = '/rest/main';

/** Response header that carries a renewed token; the client stores it (spec §7). */
export const TOKEN_HEADER = 'x-auth-token';
/** Response header set on every response to a preview account (spec §6). */
export const PREVIEW_HEADER = 'x-preview-account';
/** Response header with the id the server logged the request under. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A founder's account (owner or team member), as opposed to a supplier's or the warehouse's. */
export const isStoreRole = (role: string) => role === 'STORE_OWNER' || role === 'TEAM_MEMBER';

/** The realtime WebSocket's path and its close codes (messaging). */
export const REALTIME_CLOSE = { UNAUTHORIZED: 4001, FORBIDDEN: 4003, POLICY: 4008 } as const;
export const REALTIME_PATH = '/rest/main/realtime';
