CREATE TABLE "team_revenue_slots" (
	"member_id" integer NOT NULL,
	"span" smallint NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"shard" smallint NOT NULL,
	"amount_in" bigint NOT NULL,
	"amount_out" bigint NOT NULL,
	CONSTRAINT "team_revenue_slots_member_id_span_slot_kind_shard_pk" PRIMARY KEY("member_id","span","slot","kind","shard")
);
--> statement-breakpoint
ALTER TABLE "team_revenue_slots" ADD CONSTRAINT "team_revenue_slots_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- ===== Hand-written (docs/decisions/0269): the revenue sums and the triggers that keep them. =====
-- Where a moment falls at each span: its UTC quarter hour, hour and day.
CREATE FUNCTION revenue_slots(t timestamptz) RETURNS TABLE (span smallint, slot timestamptz)
LANGUAGE sql IMMUTABLE AS $$
  VALUES (15::smallint, date_bin('15 minutes', t, timestamptz '2000-01-01 00:00:00+00')),
    (60::smallint, date_trunc('hour', t, 'UTC')),
    (1440::smallint, date_trunc('day', t, 'UTC'))
$$;--> statement-breakpoint
-- The report's kinds of movement on a member's main wallet, added to the member and each of its agents.
-- A statement trigger, so one ledger_post writes its rows in one statement, in key order: two
-- postings never take the same rows in opposite orders.
CREATE FUNCTION ledger_entries_revenue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO team_revenue_slots AS r (member_id, span, slot, kind, shard, amount_in, amount_out)
  SELECT owner.id, s.span, s.slot, e.kind, (e.account_id % 16)::smallint,
    sum(greatest(e.amount, 0)), sum(greatest(-e.amount, 0))
  FROM added e
  JOIN ledger_accounts w ON w.id = e.account_id AND w.kind = 'MAIN' AND w.member_id IS NOT NULL
  CROSS JOIN LATERAL (
    SELECT w.member_id AS id
    UNION ALL
    SELECT an.ancestor_id FROM member_ancestors an WHERE an.member_id = w.member_id
  ) owner
  CROSS JOIN LATERAL revenue_slots(e.created_at) s
  WHERE e.kind IN ('DEPOSIT', 'WITHDRAW', 'WITHDRAW_REFUND', 'BONUS', 'BONUS_REVERSE', 'AGENT_SALARY', 'AGENT_DIVIDEND')
  GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (member_id, span, slot, kind, shard) DO UPDATE
  SET amount_in = r.amount_in + excluded.amount_in, amount_out = r.amount_out + excluded.amount_out;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_revenue AFTER INSERT ON ledger_entries REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_revenue();--> statement-breakpoint
-- A settled round's stake and payout, at the slots of its placing time, for the member and its agents.
CREATE FUNCTION bets_revenue_add(round bets, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF round.status <> 'SETTLED' THEN
    RETURN;
  END IF;
  INSERT INTO team_revenue_slots AS r (member_id, span, slot, kind, shard, amount_in, amount_out)
  SELECT owner.id, s.span, s.slot, 'ROUNDS', (round.member_id % 16)::smallint, sign * round.payout, sign * round.stake
  FROM (
    SELECT round.member_id AS id
    UNION ALL
    SELECT an.ancestor_id FROM member_ancestors an WHERE an.member_id = round.member_id
  ) owner
  CROSS JOIN LATERAL revenue_slots(round.placed_at) s
  ORDER BY 1, 2, 3
  ON CONFLICT (member_id, span, slot, kind, shard) DO UPDATE
  SET amount_in = r.amount_in + excluded.amount_in, amount_out = r.amount_out + excluded.amount_out;
END;
$$;--> statement-breakpoint
-- Deferred to the commit like bets_hours (0018), after the round's ledger postings, for the same reason.
CREATE FUNCTION bets_revenue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status = OLD.status AND NEW.stake = OLD.stake AND NEW.payout = OLD.payout
    AND NEW.member_id = OLD.member_id AND NEW.placed_at = OLD.placed_at THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM bets_revenue_add(OLD, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM bets_revenue_add(NEW, 1);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER bets_revenue AFTER INSERT OR UPDATE OR DELETE ON bets DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION bets_revenue();--> statement-breakpoint
-- What was already there.
INSERT INTO team_revenue_slots (member_id, span, slot, kind, shard, amount_in, amount_out)
SELECT owner.id, s.span, s.slot, e.kind, (e.account_id % 16)::smallint,
  sum(greatest(e.amount, 0)), sum(greatest(-e.amount, 0))
FROM ledger_entries e
JOIN ledger_accounts w ON w.id = e.account_id AND w.kind = 'MAIN' AND w.member_id IS NOT NULL
CROSS JOIN LATERAL (
  SELECT w.member_id AS id
  UNION ALL
  SELECT an.ancestor_id FROM member_ancestors an WHERE an.member_id = w.member_id
) owner
CROSS JOIN LATERAL revenue_slots(e.created_at) s
WHERE e.kind IN ('DEPOSIT', 'WITHDRAW', 'WITHDRAW_REFUND', 'BONUS', 'BONUS_REVERSE', 'AGENT_SALARY', 'AGENT_DIVIDEND')
GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO team_revenue_slots AS r (member_id, span, slot, kind, shard, amount_in, amount_out)
SELECT owner.id, s.span, s.slot, 'ROUNDS', (b.member_id % 16)::smallint, sum(b.payout), sum(b.stake)
FROM bets b
CROSS JOIN LATERAL (
  SELECT b.member_id AS id
  UNION ALL
  SELECT an.ancestor_id FROM member_ancestors an WHERE an.member_id = b.member_id
) owner
CROSS JOIN LATERAL revenue_slots(b.placed_at) s
WHERE b.status = 'SETTLED'
GROUP BY 1, 2, 3, 4, 5;
