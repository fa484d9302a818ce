import { describe, expect, it } from 'vitest';
import { isAppPath, isOwnFile, safeUrl } from './safe-url';

describe('safeUrl', () => {
  it('keeps web links and own paths', () => {
    expect(safeUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeUrl('/rest/main/files/abc.png')).toBe('/rest/main/files/abc.png');
  });

  it.each([
    'javascript:alert(1)',
    ' JAVASCRIPT:alert(1)',
    'data:text/html,<b>x</b>',
    '//evil.example/x',
    '/\\evil',
  ])('refuses %s', (url) => expect(safeUrl(url)).toBeNull());

  it('tells app paths and own files apart', () => {
    expect(isAppPath('/browse-suppliers/catalog-item/3')).toBe(true);
    expect(isAppPath('/rest/main/files/x.pdf')).toBe(false);
    expect(isOwnFile('/rest/main/files/x.pdf')).toBe(true);
    expect(isOwnFile('https://cdn.example/x.pdf')).toBe(false);
  });
});
