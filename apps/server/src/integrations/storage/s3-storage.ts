import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FileStorageConfig } from '../../config';
import { type FileStorage, isStorageKey } from './file-storage';

type S3Settings = Extract<FileStorageConfig, { kind: 's3' }>;

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2), so every node behind a load balancer
 * reads what any node wrote. Keys are the server-made ones (file-storage.ts); anything else is refused
 * before a request is made.
 */
export class S3Storage implements FileStorage {
  readonly name = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // The SDK's default CRC32 checksums on every request are AWS-only; MinIO, Ceph and other
      // S3-compatible servers refuse or mis-answer them. Send and check them only where required.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  private checked(key: string): string {
    if (!isStorageKey(key)) throw new Error(`Refusing storage key ${JSON.stringify(key)}`);
    return key;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.checked(key),
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: 'application/octet-stream',
      }),
    );
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.checked(key) }));
      if (!out.Body) return undefined;
      return Buffer.from(await out.Body.transformToByteArray());
    } catch (err) {
      // Only a missing key is "no such file"; a missing bucket (also a 404) is a broken setup.
      if (err instanceof NoSuchKey || (err instanceof S3ServiceException && err.name === 'NoSuchKey')) return undefined;
      throw err;
    }
  }

  /** Deleting a key that is not there succeeds (S3 answers 204 either way). */
  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.checked(key) }));
  }

  /** Closes the client's sockets (shutdown, tests). */
  close(): void {
    this.client.destroy();
  }
}
