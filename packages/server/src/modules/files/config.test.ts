import { join } from 'node:path';
import { ConfigError } from '../../lib/config-error';
import { loadFilesConfig } from './config';

describe('loadFilesConfig', () => {
  it('keeps files in DATA_DIR/files, 20 MB at most, by default', () => {
    expect(loadFilesConfig({}, '/srv/app')).toEqual({ maxBytes: 20 * 1024 * 1024, storage: { kind: 'local', dir: join('/srv/app', '.data', 'files') } });
    expect(loadFilesConfig({ DATA_DIR: '/var/lib/sisacte', FILES_MAX_MB: '5' }, '/srv/app')).toEqual({
      maxBytes: 5 * 1024 * 1024,
      storage: { kind: 'local', dir: '/var/lib/sisacte/files' },
    });
    expect(loadFilesConfig({ FILES_DIR: 'uploads' }, '/srv/app').storage).toEqual({ kind: 'local', dir: '/srv/app/uploads' });
  });

  it('reads an S3-compatible bucket', () => {
    expect(
      loadFilesConfig({ FILES_STORAGE: 's3', FILES_S3_BUCKET: 'sisacte', FILES_S3_ENDPOINT: 'https://minio.example.org', FILES_S3_ACCESS_KEY_ID: 'id', FILES_S3_SECRET_ACCESS_KEY: 'segredo' }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'sisacte',
      region: 'us-east-1',
      endpoint: 'https://minio.example.org',
      forcePathStyle: true,
      prefix: 'files/',
      credentials: { accessKeyId: 'id', secretAccessKey: 'segredo' },
    });
    expect(loadFilesConfig({ FILES_STORAGE: 'S3', FILES_S3_BUCKET: 'b', FILES_S3_REGION: 'sa-east-1' }).storage).toMatchObject({ region: 'sa-east-1', forcePathStyle: false, credentials: undefined });
  });

  it.each([
    [{ FILES_STORAGE: 'ftp' }, /FILES_STORAGE/],
    [{ FILES_STORAGE: 's3' }, /FILES_S3_BUCKET/],
    [{ FILES_STORAGE: 's3', FILES_S3_BUCKET: 'b', FILES_S3_ACCESS_KEY_ID: 'id' }, /together/],
    [{ FILES_STORAGE: 's3', FILES_S3_BUCKET: 'b', FILES_S3_ENDPOINT: 'minio:9000' }, /FILES_S3_ENDPOINT/],
    [{ FILES_STORAGE: 's3', FILES_S3_BUCKET: 'b', FILES_S3_PREFIX: '../x' }, /FILES_S3_PREFIX/],
    [{ FILES_MAX_MB: '0' }, /FILES_MAX_MB/],
    [{ FILES_MAX_MB: '2.5' }, /FILES_MAX_MB/],
  ])('refuses %j', (env, message) => {
    expect(() => loadFilesConfig(env)).toThrow(ConfigError);
    expect(() => loadFilesConfig(env)).toThrow(message);
  });
});
