import { PostgreSqlKnexDialect } from '@mikro-orm/postgresql';
import { PipeliningClient } from './pipelining-client';

/** MikroORM's knex dialect for PostgreSQL, whose connections are PipeliningClients. */
export class PipeliningPostgreSqlDialect extends PostgreSqlKnexDialect {
  // knex creates each connection with `new this.driver.Client(...)`; the rest of node-postgres stays as it is.
  // (knex's dialects are typed `any` in MikroORM, so this is not marked as an override.)
  _driver(): object {
    return Object.create(super._driver(), { Client: { value: PipeliningClient } });
  }
}
