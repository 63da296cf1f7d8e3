import { Migration } from '@mikro-orm/migrations';

/**
 * The relay's claim as a function whose statement always walks the index of unpublished rows in created_at
 * order. A row the relay publishes leaves a dead entry in that partial index until a vacuum. From statistics
 * that said "a few unpublished rows" the planner chose a bitmap scan and a sort (or a sequential scan), which
 * visit the heap page of every dead entry and never mark one dead: at 550 events a second that claim took 1.5-2.4
 * ms of PostgreSQL's time per call, the largest statement of the e-mail pipeline. The index scan stops at its
 * LIMIT and marks the dead entries it passes, so the next claim skips them: 0.36 ms a call (plpgsql keeps the
 * plan; tools/bench/README.md). The statement is unchanged: FOR UPDATE SKIP LOCKED, oldest first.
 */
export class Migration20261129500000_outbox_claim extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create function claim_outbox_messages(declared_types text[], batch_size int)
        returns setof outbox_message language plpgsql volatile
        set enable_bitmapscan = off set enable_seqscan = off as $$
      begin
        return query
          update outbox_message set published_at = now()
           where id in (select m.id from outbox_message m
                         where m.published_at is null and m.type = any(declared_types)
                         order by m.created_at limit batch_size for update skip locked)
          returning *;
      end
      $$;
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop function if exists claim_outbox_messages(text[], int);');
  }
}
