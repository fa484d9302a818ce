import { describe, expect, it } from 'vitest';
import { createDeviceCookies } from './device-cookie';

const secret = 'a-test-secret-that-is-long-enough-000';
const user = { id: 12, email: 'Owner@Brand.test' };
const cookieOf = (header: string) => header.split(';')[0]!;

describe('device cookies', () => {
  it('are HttpOnly, SameSite=Strict, scoped to the sign-in call, long-lived, and Secure on https', () => {
    const plain = createDeviceCookies({ secret, secure: false }).issue(user).header;
    expect(plain).toMatch(
      /^quarry_device_12=12\.[\w-]{22}\.[\w-]{43}; Path=\/rest\/main\/login; Max-Age=31536000; HttpOnly; SameSite=Strict$/,
    );
    expect(createDeviceCookies({ secret, secure: true }).issue(user).header).toMatch(/; Secure$/);
  });

  it('are found for their own account only, in any email case, and never when altered', () => {
    const devices = createDeviceCookies({ secret, secure: false });
    const { header, device } = devices.issue(user);
    const cookie = cookieOf(header);
    expect(devices.find(`theme=dark; ${cookie}`, 'owner@brand.test')).toEqual(device);
    expect(devices.find(cookie, 'other@brand.test')).toBeNull();
    expect(
      devices.find(cookie.replace('quarry_device_12=12.', 'quarry_device_13=13.'), 'owner@brand.test'),
    ).toBeNull();
    expect(
      devices.find(`${cookie.slice(0, -1)}${cookie.endsWith('A') ? 'B' : 'A'}`, 'owner@brand.test'),
    ).toBeNull();
    expect(
      createDeviceCookies({ secret: `${secret}x`, secure: false }).find(cookie, 'owner@brand.test'),
    ).toBeNull();
    expect(devices.find(undefined, 'owner@brand.test')).toBeNull();
  });
});
