// The global search's matching and ranking of a typed text against a few text columns of one table
// (each owning module's repository builds its query with it): typo-tolerant through pg_trgm (the
// `<%` word-similarity operator, threshold pg_trgm.word_similarity_threshold = 0.6, served by the GIN
// trigram indexes of the migration), whole words through full-text search ('simple' configuration: names
// and numbers are not stemmed), and substrings through ILIKE. Rank: an exact value first (a number typed
// in full), then a value starting with the text, then a substring, then the best word similarity and
// full-text rank.
import "server-only";
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

export type TextMatch = {
  /** Some column matches (substring, similar word, or every word of the text). */
  where: SQL;
  /** Higher is better: exact 1000, prefix 500, substring 100, plus similarity and full-text rank (≤ ~2). */
  rank: SQL<number>;
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `q` (already trimmed, 2+ characters) against `columns` (nullable text columns or expressions). */
export function textMatch(q: string, columns: readonly SQLWrapper[]): TextMatch {
  const lower = q.toLowerCase();
  const contains = `%${escapeLike(lower)}%`;
  const prefix = `${escapeLike(lower)}%`;
  const query = sql`websearch_to_tsquery('simple', ${q})`;
  const per = columns.map((c) => {
    const v = sql`coalesce(${c}, '')`;
    return {
      // The bare column in the condition, so that its trigram index serves ILIKE and <%.
      where: sql`(${c} ilike ${contains} or ${lower} <% ${c} or to_tsvector('simple', ${v}) @@ ${query})`,
      rank: sql`(case when lower(${v}) = ${lower} then 1000 when lower(${v}) like ${prefix} then 500 when ${v} ilike ${contains} then 100 else 0 end
        + word_similarity(${lower}, ${v}) + ts_rank(to_tsvector('simple', ${v}), ${query}))`,
    };
  });
  return {
    where: sql`(${sql.join(
      per.map((p) => p.where),
      sql` or `,
    )})`,
    rank: sql<number>`greatest(${sql.join(
      per.map((p) => p.rank),
      sql`, `,
    )})`,
  };
}

/** "INV-000123", "inv 123", "123" → 123 when the text is a record number with an optional prefix (`prefix` lower case). */
export function typedNumber(q: string, prefix: string): number | null {
  const m = new RegExp(`^(?:${prefix}[-\\s]?)?0*(\\d{1,9})$`, "i").exec(q.trim());
  return m ? Number(m[1]) : null;
}
