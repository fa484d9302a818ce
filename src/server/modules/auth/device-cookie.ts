import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * OWASP's device cookies ("Slow Down Online Guessing Attacks with Device Cookies"): after a successful
 * sign-in the browser gets a signed cookie naming the account; a later attempt that carries one for the
 * account it signs in to is counted against that device's own limit, not the account's shared one, so
 * strangers' failures never lock out a browser that signed in before.
 *
 * One cookie per account (`quarry_device_{userId}`), value `{userId}.{nonce}.{hmac}`; the HMAC covers the id,
 * the lower-cased email and the nonce, so a cookie is worth nothing for another account or after an email change.
 */
export const DEVICE_COOKIE_PREFIX = 'quarry_device_';
const PATH = '/rest/main/login';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type Device = { userId: number; nonce: string };

export function createDeviceCookies(opts: { secret: string; secure: boolean }) {
  const key = createHmac('sha256', opts.secret).update('device-cookie').digest();
  const mac = (userId: number, email: string, nonce: string) =>
    createHmac('sha256', key).update(`${userId}\n${email.toLowerCase()}\n${nonce}`).digest('base64url');

  return {
    /** A fresh Set-Cookie line for the account that just signed in. */
    issue(user: { id: number; email: string }) {
      const nonce = randomBytes(16).toString('base64url');
      const value = `${user.id}.${nonce}.${mac(user.id, user.email, nonce)}`;
      const attrs = [`Path=${PATH}`, `Max-Age=${MAX_AGE_SECONDS}`, 'HttpOnly', 'SameSite=Strict'];
      if (opts.secure) attrs.push('Secure');
      return {
        device: { userId: user.id, nonce },
        header: [`${DEVICE_COOKIE_PREFIX}${user.id}=${value}`, ...attrs].join('; '),
      };
    },
    /**
     * The device of a valid cookie for `email` among the request's cookies (whose id is checked after the user
     * is loaded), or null. The caller compares `userId` with the account found for the email.
     */
    find(cookieHeader: string | undefined, email: string): Device | null {
      if (!cookieHeader) return null;
      for (const part of cookieHeader.split(';')) {
        const eq = part.indexOf('=');
        if (eq < 0) continue;
        const name = part.slice(0, eq).trim();
        if (!name.startsWith(DEVICE_COOKIE_PREFIX)) continue;
        const [id, nonce, sig, extra] = part
          .slice(eq + 1)
          .trim()
          .split('.');
        if (!id || !nonce || !sig || extra !== undefined || !/^[1-9]\d{0,9}$/.test(id)) continue;
        if (name !== `${DEVICE_COOKIE_PREFIX}${id}`) continue;
        const userId = Number(id);
        const expected = Buffer.from(mac(userId, email, nonce));
        const given = Buffer.from(sig);
        if (expected.length === given.length && timingSafeEqual(expected, given)) return { userId, nonce };
      }
      return null;
    },
  };
}

export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
