import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { MediaObject, MediaStorage } from './media-storage.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** A custom endpoint (MinIO, Ceph, R2, a test server): addressed path-style, https://host/bucket/key. */
  endpoint?: string | undefined;
  /** Both or neither; when neither, the SDK's own chain (instance role, profile...) finds them. */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string | undefined } | undefined;
  /** Sent with every object, so a CDN in front of the bucket caches the files as the server does. */
  cacheControl: string;
}

/** Images in an S3-compatible bucket (@aws-sdk/client-s3), keys as under /media/. */
export class S3Storage implements MediaStorage {
  readonly folder = null;
  private readonly client: S3Client;
  private readonly options: S3StorageOptions;

  constructor(options: S3StorageOptions) {
    this.options = options;
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
      // Checksums only where S3 requires them: several S3-compatible servers reject the newer default ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  async write(key: string, data: Buffer) {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: data,
        ContentType: 'image/webp',
        CacheControl: this.options.cacheControl,
      }),
    );
  }

  async remove(keys: string[]) {
    // One request per key: DeleteObjects needs a Content-MD5 some S3-compatible servers handle differently.
    await Promise.all(
      keys.map((key) => this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }))),
    );
  }

  async read(key: string): Promise<MediaObject | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
      return {
        body: answer.Body as Readable,
        contentLength: answer.ContentLength,
        etag: answer.ETag,
        lastModified: answer.LastModified,
      };
    } catch (error) {
      if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404))
        return null;
      throw error;
    }
  }

  async check() {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.options.bucket }));
    } catch (error) {
      const reason =
        error instanceof S3ServiceException
          ? `${error.name} (HTTP ${error.$metadata.httpStatusCode ?? '?'})`
          : error instanceof Error
            ? error.message
            : String(error);
      const where = this.options.endpoint ?? `region ${this.options.region}`;
      throw new Error(`Image storage: cannot use S3 bucket "${this.options.bucket}" at ${where}: ${reason}`);
    }
  }

  close() {
    this.client.destroy();
  }
}
