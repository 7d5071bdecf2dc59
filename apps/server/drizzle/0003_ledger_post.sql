-- One ledger posting in one round trip: the transaction row (idempotency key unique), the accounts
-- locked in id order, the balances updated and checked, the entries written. A repeated key with the
-- same request hash returns the first posting; anything refused raises and rolls everything back.
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
  SELECT count(*) INTO v_locked FROM (
    SELECT a.id FROM ledger_accounts a WHERE a.id = ANY (p_accounts) ORDER BY a.id FOR UPDATE
  ) locked;
  IF v_locked <> cardinality(p_accounts) THEN
    RAISE EXCEPTION 'ledger_unknown_account';
  END IF;
  IF (SELECT count(DISTINCT a.currency) FROM ledger_accounts a WHERE a.id = ANY (p_accounts)) <> 1 THEN
    RAISE EXCEPTION 'ledger_mixed_currencies';
  END IF;

  RETURN QUERY
    WITH legs AS (
      SELECT l.account_id, l.amount FROM unnest(p_accounts, p_amounts) AS l (account_id, amount)
    ),
    updated AS (
      UPDATE ledger_accounts a SET balance = a.balance + legs.amount
      FROM legs WHERE a.id = legs.account_id
      RETURNING a.id, legs.amount, a.balance, a.allow_negative
    ),
    written AS (
      INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after)
      SELECT v_id, u.id, u.amount, u.balance FROM updated u
      RETURNING ledger_entries.account_id, ledger_entries.amount, ledger_entries.balance_after
    )
    SELECT v_id, v_created, false, w.account_id, w.amount, w.balance_after FROM written w ORDER BY w.account_id;

  IF EXISTS (
    SELECT 1 FROM ledger_accounts a
    WHERE a.id = ANY (p_accounts) AND a.balance < 0 AND NOT a.allow_negative
  ) THEN
    RAISE EXCEPTION 'insufficient_balance';
  END IF;
END;
$$;
