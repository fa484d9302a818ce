import { describe, expect, it } from 'vitest';
import { ownFileKey } from './own-files';

const PUBLIC = 'https://quarry.example';
const KEY = 'AbCdEfGhIjKlMnOpQrStUvWx.png';

describe('ownFileKey', () => {
  it('reads our own file paths, relative or on our origin', () => {
    expect(ownFileKey(`/rest/main/files/${KEY}`, PUBLIC)).toBe(KEY);
    expect(ownFileKey(`https://quarry.example/rest/main/files/${KEY}?size=compact`, PUBLIC)).toBe(KEY);
    expect(ownFileKey(`  /rest/main/files/${KEY}#x `, PUBLIC)).toBe(KEY);
  });

  it('refuses everything else, without touching the network', () => {
    const refused = [
      'http://example.com/x',
      `http://example.com/rest/main/files/${KEY}`,
      `//evil/rest/main/files/${KEY}`,
      `/\\evil/rest/main/files/${KEY}`,
      `http://quarry.example/rest/main/files/${KEY}`, // other scheme, other origin
      `https://quarry.example:8443/rest/main/files/${KEY}`,
      `https://user:pw@quarry.example/rest/main/files/${KEY}`,
      '/rest/main/files/../../../etc/passwd',
      '/rest/main/files/..%2f..%2fetc%2fpasswd',
      '/rest/main/files/%2e%2e/%2e%2e/etc/passwd',
      '/rest/main/files/a\\..\\..\\secret',
      '/rest/main/files/',
      '/rest/main/other/x.png',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'not a url',
      '/rest/main/files/%E0%A4%A',
    ];
    for (const url of refused) {
      expect(() => ownFileKey(url, PUBLIC), url).toThrow('Only files stored by Quarry can be downloaded');
    }
  });
});
