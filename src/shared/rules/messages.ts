// User-facing messages of spec §8 (and the kit warnings of §5), copied character for character.
// Web and server both import these so a message shown to a user is written in one place.

/** HTTP 401: shown before local data is cleared and the user is sent to login. */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired - please log in again.';

/** HTTP 403 (when not the preview-blocked message): shown, then the user is logged out. */
export const PERMISSION_DENIED_MESSAGE = "This account doesn't have the permission to view this page.";

/** HTTP 500. */
export const NETWORK_ERROR_MESSAGE =
  'Something is wrong with the network - please wait a few moments and try again.';

/** Fallback when neither the response nor the error carries a message. */
export const GENERIC_ERROR_MESSAGE = 'There was an error. Please try again later.';

/** Server message for actions refused to preview accounts; the web client matches on it exactly. */
export const PREVIEW_BLOCKED_MESSAGE = "Preview mode can't take this action";

export const DOWNLOAD_FAILED_MESSAGE = 'could not download file';

/** Prefix of every token decoding error (the jwt-decode wording). */
export const INVALID_TOKEN_MESSAGE = 'Invalid token specified';

// Brand kit slide completeness warnings.
export const MISSING_BRAND_IMAGES_MESSAGE = 'Please add brand images';
export const MISSING_MOODBOARD_IMAGES_MESSAGE = 'Please add moodboard images';
export const MISSING_PRODUCT_IDEAS_MESSAGE = 'Please select your product idea(s)';
