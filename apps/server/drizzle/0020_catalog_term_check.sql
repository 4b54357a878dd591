-- One search word checked against the catalog's dictionary: does a catalog word start with it, and, when none does,
-- which catalog word is closest (pg_trgm similarity above its threshold, the most similar first, then by spelling)?
-- Both read the trigram index. With a few thousand words the planner prefers a sequential scan, which computes
-- the similarity of every word: 6-12 ms for one misspelt word at 3,500 words, against 0.1-0.2 ms through the index,
-- hence enable_seqscan off for this function alone. plpgsql keeps its plans for the connection's life.
-- The term is [a-z0-9] only (searchTerms), so it holds no LIKE wildcard.
CREATE OR REPLACE FUNCTION verdant_term_check(term text, OUT known boolean, OUT suggestion text)
  LANGUAGE plpgsql STABLE STRICT PARALLEL SAFE
  SET enable_seqscan = off
  AS $$
BEGIN
  known := EXISTS (SELECT 1 FROM catalog_words WHERE word LIKE term || '%');
  IF NOT known THEN
    suggestion := (SELECT word FROM catalog_words WHERE word % term ORDER BY similarity(word, term) DESC, word LIMIT 1);
  END IF;
END $$;
