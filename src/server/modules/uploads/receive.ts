import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../http/errors';

export type ReceivedFile = { path: string; size: number; head: Buffer; remove(): Promise<void> };

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const tooLarge = (maxBytes: number) =>
  new AppError(
    'TOO_LARGE',
    `The file is too large: the limit is ${maxBytes >= 1024 * 1024 ? mb(maxBytes) : `${maxBytes} bytes`}`,
  );

/**
 * Streams an upload to a temporary file, never holding it in memory, and stops with 413 as soon as it
 * passes `maxBytes`. Keeps the first `headBytes` for content sniffing. The caller removes the file.
 */
export async function receiveToTempFile(
  source: Readable,
  opts: { tmpDir: string; maxBytes: number; headBytes: number },
): Promise<ReceivedFile> {
  await fs.mkdir(opts.tmpDir, { recursive: true });
  const file = path.join(opts.tmpDir, `upload-${Date.now()}-${randomBytes(8).toString('hex')}`);
  const remove = () => fs.rm(file, { force: true });
  let size = 0;
  const head: Buffer[] = [];
  let headSize = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > opts.maxBytes) return done(tooLarge(opts.maxBytes));
      if (headSize < opts.headBytes) {
        const part = chunk.subarray(0, opts.headBytes - headSize);
        head.push(part);
        headSize += part.length;
      }
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, counter, createWriteStream(file));
  } catch (err) {
    await remove();
    throw err;
  }
  return { path: file, size, head: Buffer.concat(head), remove };
}
