import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '@kukur/server-kernel';
import { APP_CONFIG } from '@kukur/server-kernel';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { RefreshToken } from '../domain/refresh-token.entity';

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
  /** The login session the token belongs to; access tokens carry it (`sid`) so logout ends them too. */
  familyId: string;
}

export type RotationResult =
  | { ok: true; userId: string; next: IssuedRefreshToken }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' };

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opaque refresh tokens kept as hashes, rotated on every use, revoked by family on reuse. */
@Injectable()
export class RefreshTokens {
  constructor(@Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'REFRESH_TOKEN_TTL_DAYS'>) {}

  /** A new token on `em`'s unit of work (flushed with the caller's change); a new family unless given. */
  issue(em: EntityManager, userId: string, familyId: string = randomUUID()): IssuedRefreshToken {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.config.REFRESH_TOKEN_TTL_DAYS * 24 * 3600 * 1000);
    em.create(RefreshToken, { userId, familyId, tokenHash: hashOf(token), expiresAt });
    return { token, expiresAt, familyId };
  }

  /**
   * Spends `token` and issues the next one of its family. A token that was already spent means someone
   * else holds a copy: the whole family is revoked (and committed) before the refusal.
   */
  async rotate(em: EntityManager, token: string): Promise<RotationResult> {
    const result = await em.fork().transactional(async (tx): Promise<RotationResult> => {
      const current = await tx.findOne(
        RefreshToken,
        { tokenHash: hashOf(token) },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!current || current.revokedAt) return { ok: false, reason: 'unknown' };
      if (current.usedAt) {
        await this.revokeFamilyIn(tx, current.familyId);
        return { ok: false, reason: 'reused' };
      }
      if (current.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
      current.usedAt = new Date();
      const next = this.issue(tx, current.userId, current.familyId);
      return { ok: true, userId: current.userId, next };
    });
    return result;
  }

  /** Ends the session `token` belongs to (logout). Unknown tokens are ignored. */
  async revokeFamilyOf(em: EntityManager, token: string): Promise<void> {
    const current = await em.fork().findOne(RefreshToken, { tokenHash: hashOf(token) });
    if (current) await this.revokeFamilyIn(em, current.familyId);
  }

  /** Ends the login session `familyId` (logout by its access token's `sid`). */
  async revokeFamily(em: EntityManager, familyId: string): Promise<void> {
    await this.revokeFamilyIn(em, familyId);
  }

  /** Ends every session of a user (password reset, account deletion). */
  async revokeAllOf(em: EntityManager, userId: string): Promise<void> {
    await em.execute('update refresh_token set revoked_at = now() where user_id = ? and revoked_at is null', [
      userId,
    ]);
  }

  private async revokeFamilyIn(em: EntityManager, familyId: string): Promise<void> {
    await em.execute(
      'update refresh_token set revoked_at = now() where family_id = ? and revoked_at is null',
      [familyId],
    );
  }
}
