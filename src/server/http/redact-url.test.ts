import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('hides secret query values and keeps the rest as it was', () => {
    expect(redactUrl('/realtime?token=eyJhbGciOi.x.y&v=2')).toBe('/realtime?token=[redacted]&v=2');
    expect(redactUrl('/rest/main/files/a.png?X-Amz-Signature=abc&X-Amz-Credential=k%2F1&size=2')).toBe(
      '/rest/main/files/a.png?X-Amz-Signature=[redacted]&X-Amz-Credential=[redacted]&size=2',
    );
    expect(redactUrl('/verify?Code=123456')).toBe('/verify?Code=[redacted]');
    expect(redactUrl('/rest/main/web/catalog?searchKey=tote&page=2')).toBe(
      '/rest/main/web/catalog?searchKey=tote&page=2',
    );
    expect(redactUrl('/health')).toBe('/health');
    expect(redactUrl('/x?token')).toBe('/x?token');
    expect(redactUrl('/x?%zz=1&token=s')).toBe('/x?%zz=1&token=[redacted]');
  });
});
