import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '@kukur/server-kernel';
import { APP_CONFIG, SecretBox } from '@kukur/server-kernel';
import { EmailTools } from '../emails/email-rule';

/** The tools e-mail rules get in the worker: opening sealed values with the shared AUTH_SECRET. */
@Injectable()
export class WorkerEmailTools implements EmailTools {
  // Deriving a box's key costs a hash; one box per purpose serves every e-mail.
  private readonly boxes = new Map<string, SecretBox>();

  constructor(@Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'AUTH_SECRET'>) {}

  open(purpose: string, sealed: string): string {
    let box = this.boxes.get(purpose);
    if (!box) {
      box = new SecretBox(this.config.AUTH_SECRET, purpose);
      this.boxes.set(purpose, box);
    }
    return box.open(sealed);
  }
}
