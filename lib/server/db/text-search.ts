// The global search's matching and ranking of a typed text against a few text columns of one table
// (each owning module's repository builds its query with it): typo-tolerant through pg_trgm's
// word_similarity (≥ WORD_SIMILARITY: "Globx" finds "Globex Corporation", "recipt notise" "Receipt notice
// missing"; pg_trgm's own `<%` threshold, 0.6, misses two typos in two words), whole words through
// full-text search ('simple' configuration: names and numbers are not stemmed), and substrings through
// ILIKE (served by the GIN trigram indexes of the migration). Every query is first narrowed to one firm
// by its tenant index, so the similarity is computed over one firm's rows only. A text with a digit (a
// number, a code) is not matched by similarity. Rank: an exact value first (a number typed
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

/** The lowest pg_trgm word_similarity that counts as a match (two typos in a short word still pass). */
export const WORD_SIMILARITY = 0.5;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `q` (already trimmed, 2+ characters) against `columns` (nullable text columns or expressions). */
export function textMatch(q: string, columns: readonly SQLWrapper[]): TextMatch {
  const lower = q.toLowerCase();
  const contains = `%${escapeLike(lower)}%`;
  const prefix = `${escapeLike(lower)}%`;
  const query = sql`websearch_to_tsquery('simple', ${q})`;
  // A text with a digit is a number or a code (INV-000001, EAC2412345678, I-140): matched as typed (part of
  // a value, or whole words), never by similarity ("INV-000001" is not "LCA-2026-0001").
  const fuzzy = !/\d/.test(q);
  const per = columns.map((column) => {
    const c = sql`(${column})`;
    const v = sql`coalesce(${c}, '')`;
    return {
      // The bare column in the condition, so that its trigram index serves ILIKE.
      where: fuzzy
        ? sql`(${c} ilike ${contains} or word_similarity(${lower}, ${c}) >= ${WORD_SIMILARITY} or to_tsvector('simple', ${v}) @@ ${query})`
        : sql`(${c} ilike ${contains} or to_tsvector('simple', ${v}) @@ ${query})`,
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
