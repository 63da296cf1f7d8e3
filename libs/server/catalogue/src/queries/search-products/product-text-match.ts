import type { Knex } from '@mikro-orm/postgresql';

/** A search text as the SQL needs it: the words for a prefix query, and the text for trigram similarity. */
export interface TextMatch {
  text: string;
  /** `word1:* & word2:*` (only letters and digits survive), or null when no word is left. */
  prefixQuery: string | null;
}

export function textMatchOf(text: string | undefined): TextMatch | null {
  const trimmed = text?.trim().toLowerCase();
  if (!trimmed) return null;
  const words = trimmed.match(/[\p{L}\p{N}]+/gu) ?? [];
  return { text: trimmed, prefixQuery: words.length ? words.map((word) => `${word}:*`).join(' & ') : null };
}

/** The tsquery: the text as a web search (stemmed), or every word as a prefix. */
function tsQuery(match: TextMatch): { sql: string; bindings: string[] } {
  return match.prefixQuery
    ? {
        sql: "(websearch_to_tsquery('english', ?) || to_tsquery('simple', ?))",
        bindings: [match.text, match.prefixQuery],
      }
    : { sql: "websearch_to_tsquery('english', ?)", bindings: [match.text] };
}

/**
 * Full-text match on the weighted search vector, or, for typos, a name whose words are similar enough
 * (pg_trgm word similarity). Both sides use a GIN index.
 */
export function whereTextMatches(builder: Knex.QueryBuilder, match: TextMatch): void {
  const query = tsQuery(match);
  builder.whereRaw(`(p.search_vector @@ ${query.sql} or ? <% lower(p.name))`, [
    ...query.bindings,
    match.text,
  ]);
}

/** How well a product matches: full-text rank plus the name's similarity. */
export function relevanceOf(match: TextMatch): { sql: string; bindings: string[] } {
  const query = tsQuery(match);
  return {
    sql: `(ts_rank_cd(p.search_vector, ${query.sql}) + word_similarity(?, lower(p.name)))`,
    bindings: [...query.bindings, match.text],
  };
}
