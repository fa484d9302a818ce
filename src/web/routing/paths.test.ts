import { describe, expect, it } from 'vitest';
import { conversationHref } from './paths';

describe('conversationHref', () => {
  it('carries a card to attach', () => {
    expect(conversationHref('/inbox/messages', { supplierId: 7, supplierProfileId: 9 })).toBe(
      '/inbox/messages?supplierId=7&supplierProfileId=9',
    );
  });
});
