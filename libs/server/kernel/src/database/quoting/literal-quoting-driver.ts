import type { Configuration } from '@mikro-orm/core';
import { AbstractSqlDriver, PostgreSqlConnection, PostgreSqlPlatform } from '@mikro-orm/postgresql';
import { sqlStringLiteral } from './sql-string-literal';

/** MikroORM's PostgreSQL platform, writing string literals with `sqlStringLiteral` (same text, one pass). */
export class LiteralQuotingPostgreSqlPlatform extends PostgreSqlPlatform {
  override escape(value: unknown): string {
    return typeof value === 'string' ? sqlStringLiteral(value) : super.escape(value);
  }
}

/**
 * MikroORM's PostgreSQL driver (its constructor, with LiteralQuotingPostgreSqlPlatform). The class keeps the name
 * `PostgreSqlDriver`: @mikro-orm/nestjs chooses by the driver's class name which package's EntityManager and
 * MikroORM it provides for injection.
 */
export class PostgreSqlDriver extends AbstractSqlDriver<PostgreSqlConnection> {
  constructor(config: Configuration) {
    super(config, new LiteralQuotingPostgreSqlPlatform(), PostgreSqlConnection, ['knex', 'pg']);
  }
}
