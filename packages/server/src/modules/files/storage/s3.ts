import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import type { FilesStorageConfig } from '../config';
import { checkKey, type FileStorage } from './storage';

type S3Config = Extract<FilesStorageConfig, { kind: 's3' }>;

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, Garage…). Uploads are streamed in parts of
 * 5 MB (lib-storage's Upload: a failed upload is aborted, so no object is left); downloads stream the
 * object's body.
 */
export function createS3Storage(config: S3Config, client?: S3Client): FileStorage {
  const s3 =
    client ??
    new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      // Checksums only where S3 requires them: several S3-compatible services refuse the SDK's default trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(config.credentials ? { credentials: config.credentials } : {}),
    });
  const objectKey = (key: string) => `${config.prefix}${checkKey(key)}`;
  return {
    async put(key, body) {
      const upload = new Upload({
        client: s3,
        params: { Bucket: config.bucket, Key: objectKey(key), Body: body, ContentType: 'application/octet-stream' },
        queueSize: 2,
        partSize: 5 * 1024 * 1024,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // A small file goes up in one PutObject: if the body failed after it was sent, remove it.
        await s3.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) })).catch(() => undefined);
        throw error;
      }
    },
    async get(key) {
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
        return (answer.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
    },
  };
}
