import { PostgreSqlPlatform } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { createMikroOrmOptions } from '../mikro-orm-options';
import { LiteralQuotingPostgreSqlPlatform, PostgreSqlDriver } from './literal-quoting-driver';

describe('LiteralQuotingPostgreSqlPlatform', () => {
  const platform = new LiteralQuotingPostgreSqlPlatform();
  const mikroOrms = new PostgreSqlPlatform();

  it('writes every value as MikroORM’s PostgreSQL platform does', () => {
    const values = [
      "Sita's dog",
      'C:\\dogs',
      { name: 'Pedigree "Adult"', note: "it's", path: 'a\\b' },
      ['a', "b'c"],
      new Date('2026-11-01T10:15:00Z'),
      42,
      true,
      null,
    ];
    for (const value of values) expect(platform.quoteValue(value)).toBe(mikroOrms.quoteValue(value));
  });
});

describe('PostgreSqlDriver', () => {
  it('is the shared options’ driver, under the class name @mikro-orm/nestjs looks up', () => {
    const options = createMikroOrmOptions({
      DATABASE_URL: 'postgres://shop@127.0.0.1/shop',
      DATABASE_POOL_MAX: 2,
    });
    expect(options.driver).toBe(PostgreSqlDriver);
    expect(PostgreSqlDriver.name).toBe('PostgreSqlDriver');
  });
});
