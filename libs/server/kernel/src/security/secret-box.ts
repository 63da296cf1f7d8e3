import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveKey } from './derive-key';

const VERSION = 'v1';

/**
 * Authenticated encryption (AES-256-GCM) for short secrets that must travel through the outbox and the
 * queue, such as a one-time code on its way to an e-mail: the database and Redis only ever hold it sealed.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(secret: string, purpose: string) {
    this.key = deriveKey(secret, `secret-box:${purpose}`);
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
    return [VERSION, ...parts].join('.');
  }

  /** Throws when the text was not sealed with this box's secret and purpose, or was changed. */
  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || body === undefined) {
      throw new Error('Not a sealed value');
    }
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}
