import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Injectable, OnModuleDestroy } from '@nestjs/common';
import type { AppConfig } from '@kukur/server-kernel';
import { ImageStorage } from './image-storage';

export type S3ImageStorageConfig = Pick<
  AppConfig,
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'MEDIA_PUBLIC_URL'
>;

/**
 * Images in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...), served from MEDIA_PUBLIC_URL (the
 * bucket's public address or a CDN in front of it). Keys are new for every upload, so objects are cached for
 * good.
 */
@Injectable()
export class S3ImageStorage implements ImageStorage, OnModuleDestroy {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly publicBase: string;

  constructor(config: S3ImageStorageConfig) {
    if (!config.S3_BUCKET || !config.S3_REGION || !config.MEDIA_PUBLIC_URL) {
      throw new Error('S3 image storage needs S3_BUCKET, S3_REGION and MEDIA_PUBLIC_URL');
    }
    this.bucket = config.S3_BUCKET;
    this.publicBase = config.MEDIA_PUBLIC_URL.replace(/\/+$/, '');
    this.client = new S3Client({
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      // Without keys: the SDK's default chain (AWS_* variables, shared profile, container or instance role).
      credentials:
        config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
          : undefined,
    });
  }

  async save(key: string, data: Buffer, contentType: string): Promise<string> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: data,
        ContentType: contentType,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
    return `${this.publicBase}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }

  onModuleDestroy(): void {
    this.client.destroy();
  }
}
