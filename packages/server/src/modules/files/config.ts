import { join, resolve } from 'node:path';
import { DEFAULT_MAX_FILE_BYTES } from '@sisacte/contracts/files/files';
import { boolean, ConfigError, nonEmpty } from '../../lib/config-error';

/**
 * Where uploaded files are kept and how large they may be, read from the environment:
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | FILES_STORAGE | local | `local` (a folder) or `s3` (an S3-compatible bucket) |
 * | FILES_DIR | DATA_DIR/files | the folder of `local` |
 * | FILES_MAX_MB | 20 | largest file accepted, in MB (1 to 1024) |
 * | FILES_S3_BUCKET | (required for s3) | the bucket |
 * | FILES_S3_REGION | us-east-1 | its region |
 * | FILES_S3_ENDPOINT | AWS | the endpoint of another S3-compatible service (MinIO, Ceph, Garage…) |
 * | FILES_S3_FORCE_PATH_STYLE | true with an endpoint | bucket in the path instead of the host name |
 * | FILES_S3_PREFIX | files/ | prefix of every object key |
 * | FILES_S3_ACCESS_KEY_ID, FILES_S3_SECRET_ACCESS_KEY | the AWS default chain | credentials (both or neither) |
 */
export type FilesStorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      forcePathStyle: boolean;
      prefix: string;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

export interface FilesConfig {
  maxBytes: number;
  storage: FilesStorageConfig;
}

const MB = 1024 * 1024;

export function loadFilesConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): FilesConfig {
  const dataDir = resolve(cwd, nonEmpty(env.DATA_DIR) ?? '.data');
  const maxMb = nonEmpty(env.FILES_MAX_MB);
  let maxBytes = DEFAULT_MAX_FILE_BYTES;
  if (maxMb !== undefined) {
    const value = Number(maxMb);
    if (!Number.isInteger(value) || value < 1 || value > 1024) throw new ConfigError(`FILES_MAX_MB must be an integer between 1 and 1024 (got "${maxMb}").`);
    maxBytes = value * MB;
  }
  const kind = nonEmpty(env.FILES_STORAGE)?.toLowerCase() ?? 'local';
  if (kind === 'local') return { maxBytes, storage: { kind: 'local', dir: resolve(cwd, nonEmpty(env.FILES_DIR) ?? join(dataDir, 'files')) } };
  if (kind !== 's3') throw new ConfigError(`FILES_STORAGE must be local or s3 (got "${kind}").`);

  const bucket = nonEmpty(env.FILES_S3_BUCKET);
  if (!bucket) throw new ConfigError('FILES_S3_BUCKET is required when FILES_STORAGE=s3.');
  const endpoint = nonEmpty(env.FILES_S3_ENDPOINT);
  if (endpoint && !/^https?:\/\/[^\s]+$/i.test(endpoint)) throw new ConfigError(`FILES_S3_ENDPOINT must be an http(s) URL (got "${endpoint}").`);
  const accessKeyId = nonEmpty(env.FILES_S3_ACCESS_KEY_ID);
  const secretAccessKey = nonEmpty(env.FILES_S3_SECRET_ACCESS_KEY);
  if (!accessKeyId !== !secretAccessKey) throw new ConfigError('FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY must be set together (or neither, for the default credentials).');
  const prefix = nonEmpty(env.FILES_S3_PREFIX) ?? 'files/';
  if (!/^[A-Za-z0-9._/-]*$/.test(prefix) || prefix.includes('..')) throw new ConfigError(`FILES_S3_PREFIX may have letters, digits, '.', '_', '-' and '/' only (got "${prefix}").`);
  return {
    maxBytes,
    storage: {
      kind: 's3',
      bucket,
      region: nonEmpty(env.FILES_S3_REGION) ?? 'us-east-1',
      endpoint,
      forcePathStyle: boolean(env, 'FILES_S3_FORCE_PATH_STYLE', !!endpoint),
      prefix,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    },
  };
}

