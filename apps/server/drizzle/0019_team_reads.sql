-- Team reads that stay flat as the team grows (docs/decisions/0213): entries counted per account, hour
-- and kind as they are posted, and the newest rounds and entries of the whole brand in time order.
CREATE TABLE "ledger_entry_hours" (
	"account_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "ledger_entry_hours_account_id_hour_kind_pk" PRIMARY KEY("account_id","hour","kind")
);
--> statement-breakpoint
ALTER TABLE "ledger_entry_hours" ADD CONSTRAINT "ledger_entry_hours_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO ledger_entry_hours (account_id, hour, kind, entries)
SELECT account_id, date_trunc('hour', created_at, 'UTC'), kind, count(*) FROM ledger_entries GROUP BY 1, 2, 3;--> statement-breakpoint
CREATE INDEX "ledger_entries_time" ON "ledger_entries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "bets_placed" ON "bets" USING btree ("placed_at","id");--> statement-breakpoint
CREATE INDEX "members_created" ON "members" USING btree ("created_at","id");--> statement-breakpoint
-- ledger_post as in 0017, counting each entry in its account's hour. The account is locked already,
-- so the count's row adds no lock of its own.
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
      UPDATE ledger_accounts a SET balance = a.balance + legs.amount,
        kinds = CASE WHEN p_kind = ANY (a.kinds) THEN a.kinds ELSE a.kinds || p_kind END
      FROM legs WHERE a.id = legs.account_id
      RETURNING a.id, legs.amount, a.balance
    ),
    written AS (
      INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, kind, created_at)
      SELECT v_id, u.id, u.amount, u.balance, p_kind, v_created FROM updated u ORDER BY u.id
      RETURNING ledger_entries.account_id, ledger_entries.amount, ledger_entries.balance_after
    ),
    counted AS (
      INSERT INTO ledger_entry_hours AS h (account_id, hour, kind, entries)
      SELECT u.id, date_trunc('hour', v_created, 'UTC'), p_kind, 1 FROM updated u ORDER BY u.id
      ON CONFLICT ON CONSTRAINT ledger_entry_hours_account_id_hour_kind_pk DO UPDATE SET entries = h.entries + 1
    )
    SELECT v_id, v_created, false, w.account_id, w.amount, w.balance_after FROM written w ORDER BY w.account_id;
END;
$$;
