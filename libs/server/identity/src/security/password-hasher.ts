import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane); the library's default algorithm is argon2id.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** argon2id hashing of account passwords. */
@Injectable()
export class PasswordHasher {
  private dummy: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  /**
   * True when `password` matches. Without a stored hash (unknown account, Google-only account) it still
   * spends the time of a real check, so the answer's timing does not tell whether the account exists.
   */
  async verify(storedHash: string | null, password: string): Promise<boolean> {
    if (!storedHash) {
      this.dummy ??= this.hash('timing-equaliser-password');
      await verify(await this.dummy, password).catch(() => false);
      return false;
    }
    return verify(storedHash, password).catch(() => false);
  }
}
