import { describe, expect, it } from 'vitest';
import { isValidUrl } from './url';

describe('isValidUrl', () => {
  it.each([
    'http://example.com',
    'https://www.example.com/path/to/page?query=1&b=2#section',
    'HTTPS://EXAMPLE.COM',
    'ftp://files.example.org/pub/file.txt',
    '//cdn.example.com/image.png',
    'http://localhost',
    'http://localhost:3000/api',
    '//localhost:8080',
    'http://127.0.0.1',
    'http://192.168.1.20:8080/admin',
    'https://user:pass@example.com/',
    'https://example.com:65535',
    'https://münchen.de',
    'https://example.com.',
  ])('accepts %s', (url) => {
    expect(isValidUrl(url)).toBe(true);
  });

  it.each([
    '',
    'example',
    'example.com',
    'www.example.com',
    'mailto:someone@example.com',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'data:text/html,hi',
    'http://',
    'http://example',
    'http://example.c',
    'http://256.1.1.1',
    'http://1.2.3',
    'http://localhost:65536',
    'http://exa mple.com',
    'https://example.com/a b',
    ' https://example.com',
    'http://-example.com',
    'http://example-.com',
    'http://example..com',
    'https:/example.com',
  ])('rejects %j', (url) => {
    expect(isValidUrl(url)).toBe(false);
  });

  it('rejects null and undefined', () => {
    expect(isValidUrl(null)).toBe(false);
    expect(isValidUrl(undefined)).toBe(false);
  });
});
