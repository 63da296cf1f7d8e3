import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '@kukur/server-kernel';
import { APP_CONFIG } from '@kukur/server-kernel';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { ImageStorage } from './image-storage';

/** Images in MEDIA_DIR, which the API serves at /media (see apps/api static files). */
@Injectable()
export class LocalImageStorage implements ImageStorage {
  private readonly root: string;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'MEDIA_DIR'>) {
    this.root = resolve(config.MEDIA_DIR);
  }

  async save(key: string, data: Buffer): Promise<string> {
    const target = join(this.root, key);
    if (!target.startsWith(`${this.root}/`)) throw new Error(`Image key ${key} leaves the media folder`);
    await mkdir(dirname(target), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${target}.partial`;
    await writeFile(partial, data);
    await rename(partial, target);
    return `/media/${key}`;
  }
}
