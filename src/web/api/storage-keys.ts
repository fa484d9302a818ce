// Keys of everything the web app keeps in the browser's storage, in one place (e2e specs read them too).

/** The bearer token: in localStorage ("keep me signed in") or sessionStorage. */
export const TOKEN_STORAGE_KEY = 'quarry.token';
/** The signed-in user (id, email, role) next to the token, so the shell knows the role after a reload. */
export const USER_STORAGE_KEY = 'quarry.user';
/** A visitor's persistent anonymous id for event reporting (spec §7). */
export const ANONYMOUS_ID_STORAGE_KEY = 'quarry.anonymousUserId';
