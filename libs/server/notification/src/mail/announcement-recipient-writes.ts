import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CLAIM_LEASE_MS } from './claims';
import { Coalescer } from './coalescer';

/** One attempt's hold on one recipient's announcement e-mail. */
export interface RecipientClaim {
  announcementId: string;
  email: string;
  token: string;
}

/**
 * The two writes of every announcement e-mail, the claim before the send and `sent` after it, each batched
 * across the batches running at once (see Coalescer). A row is claimed only while `pending` without a live
 * claim, and marked sent only by the attempt whose token it holds, exactly as if written alone.
 */
@Injectable()
export class AnnouncementRecipientWrites {
  private readonly claims = new Coalescer((claims: RecipientClaim[]) => this.claimAll(claims));
  private readonly sent = new Coalescer((claims: RecipientClaim[]) => this.markAllSent(claims));

  constructor(private readonly orm: MikroORM) {}

  /** Answers true when this attempt now holds the recipient's claim. */
  claim(claim: RecipientClaim): Promise<boolean> {
    return this.claims.run(claim);
  }

  markSent(claim: RecipientClaim): Promise<void> {
    return this.sent.run(claim);
  }

  private async claimAll(claims: RecipientClaim[]): Promise<boolean[]> {
    // Two runs of one batch may ask for the same row in one statement: the row takes one token, and only
    // the attempt whose token it took holds the claim.
    const taken = await this.orm.em.getConnection().execute<{ token: string }[]>(
      `update announcement_recipient r
          set claim_token = c.token, claimed_until = now() + ? * interval '1 millisecond',
              attempts = r.attempts + 1, updated_at = now()
         from jsonb_to_recordset(?::jsonb) as c("announcementId" uuid, email text, token uuid)
        where r.announcement_id = c."announcementId" and r.email = c.email and r.status = 'pending'
          and (r.claimed_until is null or r.claimed_until < now())
        returning r.claim_token as token`,
      [CLAIM_LEASE_MS, JSON.stringify(claims)],
    );
    const tokens = new Set(taken.map((row) => row.token));
    return claims.map((claim) => tokens.has(claim.token));
  }

  private async markAllSent(claims: RecipientClaim[]): Promise<void[]> {
    await this.orm.em.getConnection().execute(
      `update announcement_recipient r
          set status = 'sent', last_error = null, claim_token = null, claimed_until = null, updated_at = now()
         from jsonb_to_recordset(?::jsonb) as c("announcementId" uuid, email text, token uuid)
        where r.announcement_id = c."announcementId" and r.email = c.email and r.claim_token = c.token`,
      [JSON.stringify(claims)],
    );
    return claims.map(() => undefined);
  }
}
