import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test double for an S3-compatible store: path-style PutObject, GetObject (with Range), HeadObject and
 * DeleteObject on one bucket, bound to 127.0.0.1 on a random port. It checks SigV4 signatures (header and
 * presigned-query forms) with the one key pair it knows, so the real adapter's requests are verified.
 */
export async function startFakeS3(opts: {
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}) {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const log: { method: string; key: string; presigned: boolean }[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        handle(req, res, Buffer.concat(chunks));
      } catch (err) {
        xmlError(res, 500, 'InternalError', String(err));
      }
    });
  });

  function handle(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) {
    const rawUrl = req.url ?? '/';
    const url = new URL(rawUrl, 'http://127.0.0.1');
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const presigned = url.searchParams.has('X-Amz-Signature');
    log.push({ method: req.method ?? '', key, presigned });
    if (bucket !== opts.bucket)
      return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    const authError = checkSignature(req, rawUrl, body);
    if (authError) return xmlError(res, 403, authError.code, authError.message);
    if (String(req.headers['content-encoding'] ?? '').includes('aws-chunked')) {
      return xmlError(res, 501, 'NotImplemented', 'aws-chunked bodies are not supported');
    }
    const found = objects.get(key);
    switch (req.method) {
      case 'PUT': {
        objects.set(key, { body, contentType: String(req.headers['content-type'] ?? 'binary/octet-stream') });
        res.writeHead(200, { ETag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
        return;
      }
      case 'HEAD':
      case 'GET': {
        if (!found) {
          if (req.method === 'HEAD') return void res.writeHead(404).end();
          return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
        }
        const range = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ''));
        const start = range ? Number(range[1]) : 0;
        const end = range ? Math.min(Number(range[2]), found.body.length - 1) : found.body.length - 1;
        const slice = found.body.subarray(start, end + 1);
        res.writeHead(range ? 206 : 200, {
          'Content-Type': found.contentType,
          'Content-Length': String(slice.length),
          ...(range ? { 'Content-Range': `bytes ${start}-${end}/${found.body.length}` } : {}),
        });
        res.end(req.method === 'GET' ? slice : undefined);
        return;
      }
      case 'DELETE':
        objects.delete(key);
        res.writeHead(204).end();
        return;
      default:
        xmlError(res, 405, 'MethodNotAllowed', 'The specified method is not allowed');
    }
  }

  function checkSignature(req: http.IncomingMessage, rawUrl: string, body: Buffer) {
    const [pathPart = '/', queryPart = ''] = rawUrl.split('?');
    const params = new URLSearchParams(queryPart);
    const presigned = params.has('X-Amz-Signature');
    let credential: string;
    let signedHeaders: string;
    let signature: string;
    let amzDate: string;
    let payloadHash: string;
    if (presigned) {
      credential = params.get('X-Amz-Credential') ?? '';
      signedHeaders = params.get('X-Amz-SignedHeaders') ?? '';
      signature = params.get('X-Amz-Signature') ?? '';
      amzDate = params.get('X-Amz-Date') ?? '';
      payloadHash = 'UNSIGNED-PAYLOAD';
      const expires = Number(params.get('X-Amz-Expires'));
      if (parseAmzDate(amzDate) + expires * 1000 < Date.now()) {
        return { code: 'AccessDenied', message: 'Request has expired' };
      }
    } else {
      const m = /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]+)$/.exec(
        String(req.headers.authorization ?? ''),
      );
      if (!m) return { code: 'AccessDenied', message: 'Missing or malformed Authorization header' };
      [, credential = '', signedHeaders = '', signature = ''] = m;
      amzDate = String(req.headers['x-amz-date'] ?? '');
      payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
      if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) {
        return { code: 'XAmzContentSHA256Mismatch', message: 'The payload hash does not match' };
      }
    }
    const [accessKeyId, date, region, service] = credential.split('/');
    if (accessKeyId !== opts.accessKeyId)
      return { code: 'InvalidAccessKeyId', message: 'Unknown access key' };
    const query = [...params.entries()]
      .filter(([k]) => k !== 'X-Amz-Signature')
      .map(([k, v]) => [rfc3986(k), rfc3986(v)] as const)
      .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    const headerLines = signedHeaders
      .split(';')
      .map(
        (h) =>
          `${h}:${String(req.headers[h] ?? '')
            .trim()
            .replace(/\s+/g, ' ')}\n`,
      )
      .join('');
    const canonical = [req.method, pathPart, query, headerLines, signedHeaders, payloadHash].join('\n');
    const scope = `${date}/${region}/${service}/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
    let k = hmac(`AWS4${opts.secretAccessKey}`, date ?? '');
    for (const part of [region ?? '', service ?? '', 'aws4_request']) k = hmac(k, part);
    if (hmac(k, toSign).toString('hex') !== signature) {
      return { code: 'SignatureDoesNotMatch', message: 'The request signature does not match' };
    }
    return null;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    log,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const parseAmzDate = (d: string) =>
  Date.UTC(
    +d.slice(0, 4),
    +d.slice(4, 6) - 1,
    +d.slice(6, 8),
    +d.slice(9, 11),
    +d.slice(11, 13),
    +d.slice(13, 15),
  );

function xmlError(res: http.ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'Content-Type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}
