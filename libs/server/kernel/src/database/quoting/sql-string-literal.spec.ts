import { escapeLiteral } from 'pg';
import { describe, expect, it } from 'vitest';
import { sqlStringLiteral } from './sql-string-literal';

describe('sqlStringLiteral', () => {
  it('quotes a plain text', () => {
    expect(sqlStringLiteral('Kathmandu')).toBe("'Kathmandu'");
    expect(sqlStringLiteral('')).toBe("''");
  });

  it('doubles quotes', () => {
    expect(sqlStringLiteral("Sita's dog")).toBe("'Sita''s dog'");
  });

  it('writes a text with a backslash as an escape string, backslashes doubled', () => {
    expect(sqlStringLiteral('C:\\dogs\\')).toBe(" E'C:\\\\dogs\\\\'");
    expect(sqlStringLiteral("it's \\n")).toBe(" E'it''s \\\\n'");
  });

  it("writes what node-postgres's escapeLiteral writes", () => {
    const texts = [
      'कुकुर पसल',
      '{"name":"Pedigree \\"Adult\\"","note":"it\'s"}',
      "''",
      '\\',
      "\\'",
      'line\nbreak\ttab\0nul',
      '😀 emoji',
      JSON.stringify({ items: [{ name: "Royal Canin's 4 kg", path: 'a\\b' }] }),
    ];
    for (let seed = 1; seed <= 500; seed += 1) {
      const alphabet = ["'", '\\', '"', 'a', 'क', '\n', ' '];
      texts.push(
        Array.from({ length: seed % 23 }, (_, at) => alphabet[(seed * 31 + at * 17) % alphabet.length]).join(
          '',
        ),
      );
    }
    for (const text of texts) expect(sqlStringLiteral(text)).toBe(escapeLiteral(text));
  });
});
