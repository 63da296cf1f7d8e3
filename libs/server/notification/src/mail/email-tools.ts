import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '@kukur/server-kernel';
import { APP_CONFIG, SecretBox } from '@kukur/server-kernel';
import { EmailTools } from '../emails/email-rule';

/** The tools e-mail rules get in the worker: opening sealed values with the shared AUTH_SECRET. */
@Injectable()
export class WorkerEmailTools implements EmailTools {
  constructor(@Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'AUTH_SECRET'>) {}

  open(purpose: string, sealed: string): string {
    return new SecretBox(this.config.AUTH_SECRET, purpose).open(sealed);
  }
}
