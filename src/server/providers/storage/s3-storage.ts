import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { isValidStorageKey } from './keys';
import type { StorageProvider } from './types';

export type S3Options = {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

const isNotFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

function checkKey(key: string) {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

/** Any S3-compatible store (AWS, MinIO, R2, …); path-style addressing by default (S3_FORCE_PATH_STYLE). */
export function createS3Storage(opts: S3Options): StorageProvider {
  const client = new S3Client({
    endpoint: opts.endpoint,
    region: opts.region,
    forcePathStyle: opts.forcePathStyle,
    credentials:
      opts.accessKeyId && opts.secretAccessKey
        ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: many S3-compatible servers reject the aws-chunked
    // trailer encoding that the SDK would otherwise use for streamed bodies.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = opts.bucket;

  async function head(key: string) {
    try {
      const res = await client.send(new HeadObjectCommand({ Bucket, Key: checkKey(key) }));
      return { size: res.ContentLength ?? 0, contentType: res.ContentType };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkKey(key),
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
    },
    async putFile(key, filePath, contentType) {
      const { size } = await fs.stat(filePath);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkKey(key),
          Body: createReadStream(filePath),
          ContentType: contentType,
          ContentLength: size,
        }),
      );
    },
    async get(key, range) {
      try {
        const res = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: checkKey(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        return { body: res.Body as Readable, size: res.ContentLength ?? 0, contentType: res.ContentType };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    head,
    async exists(key) {
      return (await head(key)) !== null;
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
    async signedPutUrl(key, { contentType, expiresInSeconds }) {
      // S3 cannot cap the size of a presigned PUT; the upload is checked when it is first served.
      const url = await getSignedUrl(
        client,
        new PutObjectCommand({ Bucket, Key: checkKey(key), ContentType: contentType }),
        { expiresIn: expiresInSeconds, signableHeaders: new Set(['content-type']) },
      );
      return {
        url,
        headers: { 'Content-Type': contentType },
        expiresAt: new Date(Date.now() + expiresInSeconds * 1000),
      };
    },
  };
}
