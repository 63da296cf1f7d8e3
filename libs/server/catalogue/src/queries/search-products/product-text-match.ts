import type { Knex } from '@mikro-orm/postgresql';

/**
 * A search text as the SQL needs it. `fulltext` matches the weighted search vector (stemmed words, and
 * every word as a prefix); `similar` matches names whose words look alike (pg_trgm), for typos.
 */
export interface TextMatch {
  mode: 'fulltext' | 'similar';
  text: string;
  /** `word1:* & word2:*` (only letters and digits survive), or null when no word is left. */
  prefixQuery: string | null;
}

export function textMatchOf(text: string | undefined): TextMatch | null {
  const trimmed = text?.trim().toLowerCase();
  if (!trimmed) return null;
  const words = trimmed.match(/[\p{L}\p{N}]+/gu) ?? [];
  return {
    mode: 'fulltext',
    text: trimmed,
    prefixQuery: words.length ? words.map((word) => `${word}:*`).join(' & ') : null,
  };
}

function tsQuery(match: TextMatch): { sql: string; bindings: string[] } {
  return match.prefixQuery
    ? {
        sql: "(websearch_to_tsquery('english', ?) || to_tsquery('simple', ?))",
        bindings: [match.text, match.prefixQuery],
      }
    : { sql: "websearch_to_tsquery('english', ?)", bindings: [match.text] };
}

export function whereTextMatches(builder: Knex.QueryBuilder, match: TextMatch): void {
  if (match.mode === 'similar') {
    // `<%` is word similarity above pg_trgm.word_similarity_threshold (set per connection), GIN-indexed.
    builder.whereRaw('? <% lower(p.name)', [match.text]);
    return;
  }
  const query = tsQuery(match);
  builder.whereRaw(`p.search_vector @@ ${query.sql}`, query.bindings);
}

/** How well a product matches, for the relevance order. */
export function relevanceOf(match: TextMatch): { sql: string; bindings: string[] } {
  if (match.mode === 'similar') return { sql: 'word_similarity(?, lower(p.name))', bindings: [match.text] };
  const query = tsQuery(match);
  return { sql: `ts_rank(p.search_vector, ${query.sql})`, bindings: query.bindings };
}
