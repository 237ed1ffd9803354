-- The planner prices pg_trgm's word-similarity operator (<%, used by the therapist name search) like
-- an equality, so it filters 100,000 names with it instead of reading the trigram index: ~1 s at
-- 100,000 therapists against tens of ms through the index (issue 25). Price it as what it is. Only
-- the extension's owner may do this; elsewhere the search still works, through the slower plan.
DO $$
BEGIN
  ALTER FUNCTION word_similarity_op(text, text) COST 100;
  ALTER FUNCTION word_similarity_commutator_op(text, text) COST 100;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm word similarity keeps its default cost (not the extension owner)';
END
$$;
