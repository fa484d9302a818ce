import { describe, expect, it } from 'vitest';
import * as messages from './messages';

describe('messages', () => {
  it('keeps the exact spec wording of the error catalogue', () => {
    expect(messages.SESSION_EXPIRED_MESSAGE).toBe('Your session has expired - please log in again.');
    expect(messages.PERMISSION_DENIED_MESSAGE).toBe(
      "This account doesn't have the permission to view this page.",
    );
    expect(messages.NETWORK_ERROR_MESSAGE).toBe(
      'Something is wrong with the network - please wait a few moments and try again.',
    );
    expect(messages.GENERIC_ERROR_MESSAGE).toBe('There was an error. Please try again later.');
    expect(messages.PREVIEW_BLOCKED_MESSAGE).toBe("Preview mode can't take this action");
    expect(messages.DOWNLOAD_FAILED_MESSAGE).toBe('could not download file');
    expect(messages.INVALID_TOKEN_MESSAGE).toBe('Invalid token specified');
  });

  it('keeps the kit warnings', () => {
    expect(messages.MISSING_BRAND_IMAGES_MESSAGE).toBe('Please add brand images');
    expect(messages.MISSING_MOODBOARD_IMAGES_MESSAGE).toBe('Please add moodboard images');
    expect(messages.MISSING_PRODUCT_IDEAS_MESSAGE).toBe('Please select your product idea(s)');
  });

  it('uses plain ASCII apostrophes and hyphens, as the spec does', () => {
    for (const text of Object.values(messages)) {
      expect(text).toMatch(/^[\x20-\x7e]+$/);
    }
  });
});
