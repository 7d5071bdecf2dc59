-- Reads that stay flat as the data grows (docs/decisions/0210, 0211): the agent tree flattened into
-- member_ancestors, and each ledger entry carrying its transaction's kind and time so that an account's
-- record is one index range.
CREATE TABLE "member_ancestors" (
	"ancestor_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "member_ancestors_ancestor_id_member_id_pk" PRIMARY KEY("ancestor_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "member_ancestors" ADD CONSTRAINT "member_ancestors_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_ancestors" ADD CONSTRAINT "member_ancestors_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A tree that loops would give a member itself as an upline; the nearest level counts.
INSERT INTO member_ancestors (ancestor_id, member_id, depth)
WITH RECURSIVE up (member_id, ancestor_id, depth) AS (
  SELECT id, parent_id, 1 FROM members WHERE parent_id IS NOT NULL AND parent_id <> id
  UNION ALL
  SELECT up.member_id, m.parent_id, up.depth + 1 FROM up JOIN members m ON m.id = up.ancestor_id
  WHERE m.parent_id IS NOT NULL AND m.parent_id <> up.member_id AND up.depth < 64
)
SELECT ancestor_id, member_id, min(depth) FROM up GROUP BY ancestor_id, member_id;--> statement-breakpoint
CREATE INDEX "member_ancestors_member" ON "member_ancestors" USING btree ("member_id");--> statement-breakpoint
-- A member's rows are its parent's rows one level further, plus the parent itself: written by the
-- database on every insert, whichever code path inserts (registration, an agent, the demo seed).
CREATE FUNCTION members_ancestors() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.parent_id IS NOT NULL AND NEW.parent_id <> NEW.id THEN
    INSERT INTO member_ancestors (ancestor_id, member_id, depth)
    SELECT NEW.parent_id, NEW.id, 1
    UNION ALL
    SELECT a.ancestor_id, NEW.id, a.depth + 1 FROM member_ancestors a WHERE a.member_id = NEW.parent_id
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER members_ancestors AFTER INSERT ON members FOR EACH ROW EXECUTE FUNCTION members_ancestors();--> statement-breakpoint
-- The upline is fixed at registration: member_ancestors would otherwise go stale, and no loop can form.
CREATE FUNCTION members_upline_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'member_upline_fixed';
END;
$$;--> statement-breakpoint
CREATE TRIGGER members_upline_fixed BEFORE UPDATE OF parent_id ON members FOR EACH ROW
  WHEN (NEW.parent_id IS DISTINCT FROM OLD.parent_id) EXECUTE FUNCTION members_upline_fixed();--> statement-breakpoint
DROP INDEX "ledger_entries_account";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "created_at" timestamp with time zone;--> statement-breakpoint
UPDATE ledger_entries e SET kind = t.kind, created_at = t.created_at FROM ledger_transactions t WHERE t.id = e.transaction_id;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "created_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_time" ON "ledger_entries" USING btree ("account_id","created_at","id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "kinds" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
UPDATE ledger_accounts a SET kinds = k.kinds
FROM (SELECT account_id, array_agg(DISTINCT kind ORDER BY kind) AS kinds FROM ledger_entries GROUP BY account_id) k
WHERE k.account_id = a.id;--> statement-breakpoint
-- ledger_post as in 0006, writing the entries' kind and time and the accounts' kinds.
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
    )
    SELECT v_id, v_created, false, w.account_id, w.amount, w.balance_after FROM written w ORDER BY w.account_id;
END;
$$;
