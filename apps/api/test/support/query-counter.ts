import { MikroORM } from '@mikro-orm/postgresql';

/** Counts the SQL statements the app sends while `run` runs (to prove a request makes no N+1 queries). */
export async function countQueries(orm: MikroORM, run: () => Promise<unknown>): Promise<number> {
  const knex = orm.em.getConnection().getKnex();
  let count = 0;
  const onQuery = () => (count += 1);
  knex.on('query', onQuery);
  try {
    await run();
  } finally {
    knex.removeListener('query', onQuery);
  }
  return count;
}
