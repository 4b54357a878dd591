import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from './catalog.repository.ts';

// The search's word check: does the catalog know each word, which catalog words is a misspelt one closest to, and
// how the english configuration stems them (the in-process index matches the stems).

export interface TermRow extends Record<string, unknown> {
  term: string;
  /** Some catalog word starts with the term. */
  known: boolean;
  /** The most similar catalog words (pg_trgm), best first, for a term of 3 letters or more no word starts with. */
  candidates: string[] | null;
  /** The term's lexemes as the search's to_tsquery('english') reads it ('' for a stop word), space-separated. */
  stem: string;
  /** The same for each candidate. */
  candidate_stems: string[] | null;
}

/** Trigram candidates per unknown word: the closest by typo distance is often not the most similar by trigrams. */
const CANDIDATES = 10;

/** A word's lexemes as the english configuration reads it, space-separated (the in-process index matches them). */
const lexemes = (word: SQL) =>
  sql`array_to_string(tsvector_to_array(to_tsvector('english'::text::regconfig, ${word})), ' ')`;

/**
 * For each search word: does a catalog word start with it, which catalog words are closest (pg_trgm), and the
 * lexemes of the word and of those candidates. Every word is its own parameter, so a custom plan estimates with the
 * real value.
 */
export function analyzeTermsQuery(terms: string[]): SQL {
  // The trigram search runs only for a word no catalog word starts with (CASE evaluates its subquery lazily).
  // "Starts with" as a range in byte order: words and terms are [a-z0-9], all below '{', so [term, term + '{')
  // holds exactly the words starting with term. Unlike `LIKE $1`, a range with parameters reads an index in the
  // generic plan (catalog_words_prefix_idx, migration 0023) instead of scanning the dictionary.
  const perTerm = terms.map(
    (term, n) => sql`SELECT ${term}::text AS term, ${n}::int AS n, k.known,
      CASE WHEN k.known OR length(${term}::text) < 3 THEN NULL ELSE ARRAY(SELECT word FROM catalog_words
        WHERE word % ${term} ORDER BY similarity(word, ${term}) DESC, word LIMIT ${sql.raw(String(CANDIDATES))}) END
        AS candidates
      FROM (SELECT EXISTS (SELECT 1 FROM catalog_words
        WHERE word COLLATE "C" >= ${term} AND word COLLATE "C" < ${`${term}{`}) AS known OFFSET 0) AS k`,
  );
  return sql`SELECT term, known, candidates, ${lexemes(sql`term`)} AS stem,
      CASE WHEN candidates IS NOT NULL THEN ARRAY(SELECT ${lexemes(sql`c`)}
        FROM unnest(candidates) WITH ORDINALITY AS u(c, o) ORDER BY o) END AS candidate_stems
    FROM (${sql.join(perTerm, sql` UNION ALL `)}) AS t ORDER BY n`;
}

/**
 * Prepared (one statement per number of words), like the other catalog reads: planning it for every search cost
 * PostgreSQL about 1 ms of its ~3 ms per search. PostgreSQL keeps planning per call while its generic plan looks
 * dearer; the generic plan reads the trigram index for suggestions and the byte-order index for the prefix check
 * (with `LIKE $1` it scanned the dictionary: 0.29 ms for an unknown word at 3,500 words). A plpgsql function
 * forcing the index for every call (migration 0020) measured slower than the query (0.45 against 0.27 ms per word)
 * and was dropped (0021).
 */
export async function analyzeTerms(db: Db, terms: string[]): Promise<TermRow[]> {
  return prepared<TermRow>(db, analyzeTermsQuery(terms));
}
