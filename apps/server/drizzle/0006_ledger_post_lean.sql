-- The no-overdraft rule moves into the table, where no code path can skip it; ledger_post loses the
-- statement that checked it afterwards and takes its locks and its currency check in one statement.
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_not_negative CHECK (balance >= 0 OR allow_negative);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_post(
  p_key text,
  p_hash text,
  p_kind text,
  p_member integer,
  p_reference text,
  p_memo jsonb,
  p_accounts integer[],
  p_amounts bigint[]
) RETURNS TABLE (transaction_id bigint, created_at timestamptz, replayed boolean, account_id integer, amount bigint, balance_after bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
  v_created timestamptz;
  v_hash text;
  v_locked integer;
  v_currencies integer;
BEGIN
  INSERT INTO ledger_transactions AS t (idempotency_key, request_hash, kind, member_id, reference, memo)
  VALUES (p_key, p_hash, p_kind, p_member, p_reference, p_memo)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING t.id, t.created_at INTO v_id, v_created;

  IF v_id IS NULL THEN
    SELECT t.id, t.created_at, t.request_hash INTO v_id, v_created, v_hash
    FROM ledger_transactions t WHERE t.idempotency_key = p_key;
    IF v_hash IS DISTINCT FROM p_hash THEN
      RAISE EXCEPTION 'idempotency_key_reused';
    END IF;
    RETURN QUERY
      SELECT v_id, v_created, true, e.account_id, e.amount, e.balance_after
      FROM ledger_entries e WHERE e.transaction_id = v_id ORDER BY e.account_id;
    RETURN;
  END IF;

  -- Locks in id order, so two postings over the same accounts never deadlock.
  SELECT count(*), count(DISTINCT locked.currency) INTO v_locked, v_currencies FROM (
    SELECT a.id, a.currency FROM ledger_accounts a WHERE a.id = ANY (p_accounts) ORDER BY a.id FOR UPDATE
  ) locked;
  IF v_locked <> cardinality(p_accounts) THEN
    RAISE EXCEPTION 'ledger_unknown_account';
  END IF;
  IF v_currencies <> 1 THEN
    RAISE EXCEPTION 'ledger_mixed_currencies';
  END IF;

  -- An overdraft fails the update itself (ledger_accounts_not_negative), which rolls everything back.
  RETURN QUERY
    WITH legs AS (
      SELECT l.account_id, l.amount FROM unnest(p_accounts, p_amounts) AS l (account_id, amount)
    ),
    updated AS (
      UPDATE ledger_accounts a SET balance = a.balance + legs.amount
      FROM legs WHERE a.id = legs.account_id
      RETURNING a.id, legs.amount, a.balance
    ),
    written AS (
      INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after)
      SELECT v_id, u.id, u.amount, u.balance FROM updated u ORDER BY u.id
      RETURNING ledger_entries.account_id, ledger_entries.amount, ledger_entries.balance_after
    )
    SELECT v_id, v_created, false, w.account_id, w.amount, w.balance_after FROM written w ORDER BY w.account_id;
END;
$$;
--> statement-breakpoint
-- Group commit: many independent postings in one round trip and one commit. The batch first locks
-- every account it touches in id order, as a single posting does, so batches and single postings
-- never deadlock; each posting then runs in its own subtransaction, so a refused one (overdraft,
-- reused key) leaves the others standing and reports its reason instead. Anything else aborts the
-- whole batch, and the caller posts its items one by one.
CREATE OR REPLACE FUNCTION ledger_post_batch(p_batch jsonb)
RETURNS TABLE (item integer, posted jsonb, failure text)
LANGUAGE plpgsql AS $$
DECLARE
  v_item jsonb;
  v_index integer;
  v_posted jsonb;
BEGIN
  PERFORM 1 FROM ledger_accounts a
  WHERE a.id IN (
    SELECT (jsonb_array_elements_text(b.value -> 'accounts'))::integer FROM jsonb_array_elements(p_batch) b
  )
  ORDER BY a.id FOR UPDATE;

  FOR v_item, v_index IN SELECT b.value, b.ordinality::integer FROM jsonb_array_elements(p_batch) WITH ORDINALITY b LOOP
    BEGIN
      SELECT jsonb_agg(to_jsonb(p) ORDER BY p.account_id) INTO v_posted FROM ledger_post(
        v_item ->> 'key', v_item ->> 'hash', v_item ->> 'kind', (v_item ->> 'member')::integer,
        v_item ->> 'reference', v_item -> 'memo',
        ARRAY(SELECT x::integer FROM jsonb_array_elements_text(v_item -> 'accounts') WITH ORDINALITY l (x, n) ORDER BY n),
        ARRAY(SELECT x::bigint FROM jsonb_array_elements_text(v_item -> 'amounts') WITH ORDINALITY l (x, n) ORDER BY n)
      ) p;
      item := v_index; posted := v_posted; failure := NULL;
    EXCEPTION WHEN raise_exception OR check_violation THEN
      item := v_index; posted := NULL; failure := SQLERRM;
    END;
    RETURN NEXT;
  END LOOP;
END;
$$;
