import { EntityManager } from '@mikro-orm/postgresql';
import { ANNOUNCEMENT_BATCH_SIZE, batchCountFor } from '../../domain/announcement-batches';

/** Addresses read and added at a time. */
export const PAGE = 5_000;

/** A page of the confirmed, still subscribed newsletter addresses after `after`, in address order. */
export async function confirmedSubscribers(em: EntityManager, after: string | null): Promise<string[]> {
  const rows = await em.execute<{ email: string }[]>(
    `select email from newsletter_subscription
      where confirmed_at is not null and unsubscribed_at is null and email > ?
      order by email limit ?`,
    [after ?? '', PAGE],
  );
  return rows.map((row) => row.email);
}

/**
 * The recipients of one announcement as they are added: each address once (lower case), numbered in the
 * order they come, ANNOUNCEMENT_BATCH_SIZE numbers to a batch. An address already added leaves its number
 * unused, so a batch may hold fewer.
 */
export class RecipientList {
  added = 0;
  private numbered = 0;

  constructor(
    private readonly em: EntityManager,
    private readonly announcementId: string,
  ) {}

  get batches(): number {
    return batchCountFor(this.numbered);
  }

  /** Adds the pages `page(after)` answers, each after the last address of the one before, until one is short. */
  async addPages(page: (after: string | null) => Promise<string[]>): Promise<void> {
    let after: string | null = null;
    for (;;) {
      const emails = await page(after);
      await this.add(emails);
      if (emails.length < PAGE) return;
      after = emails.at(-1)!;
    }
  }

  private async add(emails: string[]): Promise<void> {
    if (emails.length === 0) return;
    const [row] = await this.em.execute<{ added: number }[]>(
      `with added as (
         insert into announcement_recipient (announcement_id, email, batch)
         select ?, lower(email), (? + ordinality - 1) / ?
           from jsonb_array_elements_text(?::jsonb) with ordinality as recipient(email, ordinality)
         on conflict do nothing
         returning 1)
       select count(*)::int as added from added`,
      [this.announcementId, this.numbered, ANNOUNCEMENT_BATCH_SIZE, JSON.stringify(emails)],
    );
    this.added += row?.added ?? 0;
    this.numbered += emails.length;
  }
}
