/** Query parameters that carry a secret (the realtime socket's token, signed upload and download links). */
const SECRET_PARAMS =
  /^(token|access_token|signature|sig|code|password|secret|x-amz-signature|x-amz-credential)$/i;

/**
 * A URL as logs may show it: the value of every secret-bearing query parameter replaced by `[redacted]`
 * (a JWT in `/realtime?token=` would otherwise sit in every log store the lines reach).
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {}
      return eq >= 0 && SECRET_PARAMS.test(decoded) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}
