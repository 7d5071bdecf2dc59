-- A team's rounds and ledger entries summed by hour for its agents, and the kinds of movement it has
-- had (docs/decisions/0214), as member_bet_hours, ledger_entry_hours and ledger_accounts.kinds do for a
-- member, so a team's totals and filter choices read the agent's rows.
CREATE TABLE "agent_bet_hours" (
	"agent_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"direct" boolean NOT NULL,
	"game_type" text NOT NULL,
	"vendor_code" text NOT NULL,
	"status" text NOT NULL,
	"shard" smallint NOT NULL,
	"rounds" integer NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint NOT NULL,
	CONSTRAINT "agent_bet_hours_agent_id_hour_direct_game_type_vendor_code_status_shard_pk" PRIMARY KEY("agent_id","hour","direct","game_type","vendor_code","status","shard")
);
--> statement-breakpoint
CREATE TABLE "agent_entry_hours" (
	"agent_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"direct" boolean NOT NULL,
	"kind" text NOT NULL,
	"shard" smallint NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "agent_entry_hours_agent_id_hour_direct_kind_shard_pk" PRIMARY KEY("agent_id","hour","direct","kind","shard")
);
--> statement-breakpoint
CREATE TABLE "agent_team_kinds" (
	"agent_id" integer NOT NULL,
	"direct" boolean NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "agent_team_kinds_agent_id_direct_kind_pk" PRIMARY KEY("agent_id","direct","kind")
);
--> statement-breakpoint
ALTER TABLE "agent_bet_hours" ADD CONSTRAINT "agent_bet_hours_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_entry_hours" ADD CONSTRAINT "agent_entry_hours_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_team_kinds" ADD CONSTRAINT "agent_team_kinds_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO agent_bet_hours (agent_id, hour, direct, game_type, vendor_code, status, shard, rounds, stake, payout)
SELECT a.ancestor_id, h.hour, a.depth = 1, h.game_type, h.vendor_code, h.status, h.member_id % 16,
  sum(h.rounds), sum(h.stake), sum(h.payout)
FROM member_bet_hours h JOIN member_ancestors a ON a.member_id = h.member_id
GROUP BY 1, 2, 3, 4, 5, 6, 7;--> statement-breakpoint
INSERT INTO agent_entry_hours (agent_id, hour, direct, kind, shard, entries)
SELECT a.ancestor_id, h.hour, a.depth = 1, h.kind, h.account_id % 16, sum(h.entries)
FROM ledger_entry_hours h
JOIN ledger_accounts w ON w.id = h.account_id
JOIN member_ancestors a ON a.member_id = w.member_id
GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO agent_team_kinds (agent_id, direct, kind)
SELECT DISTINCT a.ancestor_id, a.depth = 1, k.kind
FROM ledger_accounts w
CROSS JOIN LATERAL unnest(w.kinds) AS k (kind)
JOIN member_ancestors a ON a.member_id = w.member_id;--> statement-breakpoint
-- bets_hours_add as in 0018, adding the round to each ancestor's shard too. It runs at the commit
-- (the deferred trigger bets_hours), and a round's ancestors are taken in id order.
CREATE OR REPLACE FUNCTION bets_hours_add(round bets, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_bet_hours AS h (member_id, hour, game_type, vendor_code, status, rounds, stake, payout)
  VALUES (round.member_id, date_trunc('hour', round.placed_at, 'UTC'), round.game_type, round.vendor_code,
    round.status, sign, sign * round.stake, sign * round.payout)
  ON CONFLICT (member_id, hour, game_type, vendor_code, status) DO UPDATE
  SET rounds = h.rounds + EXCLUDED.rounds, stake = h.stake + EXCLUDED.stake, payout = h.payout + EXCLUDED.payout;
  INSERT INTO agent_bet_hours AS h (agent_id, hour, direct, game_type, vendor_code, status, shard, rounds, stake, payout)
  SELECT a.ancestor_id, date_trunc('hour', round.placed_at, 'UTC'), a.depth = 1, round.game_type,
    round.vendor_code, round.status, round.member_id % 16, sign, sign * round.stake, sign * round.payout
  FROM member_ancestors a WHERE a.member_id = round.member_id ORDER BY a.ancestor_id
  ON CONFLICT (agent_id, hour, direct, game_type, vendor_code, status, shard) DO UPDATE
  SET rounds = h.rounds + EXCLUDED.rounds, stake = h.stake + EXCLUDED.stake, payout = h.payout + EXCLUDED.payout;
END;
$$;--> statement-breakpoint
-- ledger_post as in 0019, counting each entry of a member's account in each of the member's agents'
-- hours too, and noting its kind for them. Only its own statement writes them, in key order; a kind
-- already noted takes no lock.
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
      RETURNING a.id, a.member_id, legs.amount, a.balance
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
    ),
    team_counted AS (
      INSERT INTO agent_entry_hours AS h (agent_id, hour, direct, kind, shard, entries)
      SELECT an.ancestor_id, date_trunc('hour', v_created, 'UTC'), an.depth = 1, p_kind, u.id % 16, count(*)
      FROM updated u JOIN member_ancestors an ON an.member_id = u.member_id
      GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT ON CONSTRAINT agent_entry_hours_agent_id_hour_direct_kind_shard_pk
      DO UPDATE SET entries = h.entries + excluded.entries
    ),
    team_kinds AS (
      INSERT INTO agent_team_kinds (agent_id, direct, kind)
      SELECT DISTINCT an.ancestor_id, an.depth = 1, p_kind FROM updated u JOIN member_ancestors an ON an.member_id = u.member_id
      ON CONFLICT DO NOTHING
    )
    SELECT v_id, v_created, false, w.account_id, w.amount, w.balance_after FROM written w ORDER BY w.account_id;
END;
$$;
