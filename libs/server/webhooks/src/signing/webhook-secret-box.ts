import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, SecretBox } from '@kukur/server-kernel';
import type { AppConfig } from '@kukur/server-kernel';

/**
 * Seals endpoints' signing secrets for the database (AES-256-GCM under a key derived from AUTH_SECRET): they
 * must be read back to sign, so they cannot be hashed; a copy of the database alone does not give them away.
 */
@Injectable()
export class WebhookSecretBox {
  private readonly box: SecretBox;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.box = new SecretBox(config.AUTH_SECRET, 'webhook-signing-secret');
  }

  seal(secret: string): string {
    return this.box.seal(secret);
  }

  open(sealed: string): string {
    return this.box.open(sealed);
  }
}
