CREATE TABLE "team_revenue_sums" (
	"member_id" integer NOT NULL,
	"parent_id" integer,
	"span" smallint NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"shard" smallint NOT NULL,
	"deposits" bigint NOT NULL,
	"withdrawals" bigint NOT NULL,
	"bonuses" bigint NOT NULL,
	"salaries_received" bigint NOT NULL,
	"salaries_paid" bigint NOT NULL,
	"dividends_received" bigint NOT NULL,
	"dividends_paid" bigint NOT NULL,
	"stakes" bigint NOT NULL,
	"payouts" bigint NOT NULL,
	CONSTRAINT "team_revenue_sums_member_id_span_slot_shard_pk" PRIMARY KEY("member_id","span","slot","shard")
);
--> statement-breakpoint
DROP TABLE "team_revenue_slots" CASCADE;--> statement-breakpoint
ALTER TABLE "team_revenue_sums" ADD CONSTRAINT "team_revenue_sums_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_revenue_sums_parent" ON "team_revenue_sums" USING btree ("parent_id","span","slot");--> statement-breakpoint
-- ===== Hand-written (docs/decisions/0270): the revenue sums in wide rows, with a weekly span, rounds at
-- their settlement; they replace team_revenue_slots and its triggers (0034). =====
DROP TRIGGER ledger_entries_revenue ON ledger_entries;--> statement-breakpoint
DROP TRIGGER bets_revenue ON bets;--> statement-breakpoint
DROP FUNCTION ledger_entries_revenue();--> statement-breakpoint
DROP FUNCTION bets_revenue();--> statement-breakpoint
DROP FUNCTION bets_revenue_add(bets, integer);--> statement-breakpoint
DROP FUNCTION revenue_slots(timestamptz);--> statement-breakpoint
-- Where a moment falls at each span: its UTC quarter hour, hour, day and week (from Monday: 3 January
-- 2000 was one).
CREATE FUNCTION revenue_slots(t timestamptz) RETURNS TABLE (span smallint, slot timestamptz)
LANGUAGE sql IMMUTABLE AS $$
  VALUES (15::smallint, date_bin('15 minutes', t, timestamptz '2000-01-01 00:00:00+00')),
    (60::smallint, date_trunc('hour', t, 'UTC')),
    (1440::smallint, date_trunc('day', t, 'UTC')),
    (10080::smallint, date_bin('7 days', t, timestamptz '2000-01-03 00:00:00+00'))
$$;--> statement-breakpoint
-- Who a member's movement counts for: the member itself (shard 0: only its own postings write there)
-- and each of its agents (shard by the member, so a large team's postings spread over 16 rows), each
-- with its own upline (fixed, 0211), by which an agent reads its direct downline's rows.
CREATE FUNCTION revenue_owners(member integer) RETURNS TABLE (id integer, parent_id integer, shard smallint)
LANGUAGE sql STABLE AS $$
  SELECT member, (SELECT an.ancestor_id FROM member_ancestors an WHERE an.member_id = member AND an.depth = 1),
    0::smallint
  UNION ALL
  -- An agent's upline is the member's next ancestor up: the member's rows only, whatever the brand's size.
  SELECT an.ancestor_id, lead(an.ancestor_id) OVER (ORDER BY an.depth), (member % 16)::smallint
  FROM member_ancestors an WHERE an.member_id = member
$$;--> statement-breakpoint
-- The report's kinds of movement on a member's main wallet, added to the member and each of its agents.
-- A statement trigger, so one ledger_post writes its rows in one statement, in key order: two
-- postings never take the same rows in opposite orders.
CREATE FUNCTION ledger_entries_revenue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO team_revenue_sums AS r (member_id, parent_id, span, slot, shard, deposits, withdrawals, bonuses,
    salaries_received, salaries_paid, dividends_received, dividends_paid, stakes, payouts)
  SELECT owner.id, owner.parent_id, s.span, s.slot, owner.shard,
    coalesce(sum(e.amount) FILTER (WHERE e.kind = 'DEPOSIT'), 0),
    coalesce(sum(greatest(-e.amount, 0)) FILTER (WHERE e.kind = 'WITHDRAW'), 0)
      - coalesce(sum(greatest(e.amount, 0)) FILTER (WHERE e.kind = 'WITHDRAW_REFUND'), 0),
    coalesce(sum(greatest(e.amount, 0)) FILTER (WHERE e.kind = 'BONUS'), 0)
      - coalesce(sum(greatest(-e.amount, 0)) FILTER (WHERE e.kind = 'BONUS_REVERSE'), 0),
    coalesce(sum(greatest(e.amount, 0)) FILTER (WHERE e.kind = 'AGENT_SALARY'), 0),
    coalesce(sum(greatest(-e.amount, 0)) FILTER (WHERE e.kind = 'AGENT_SALARY'), 0),
    coalesce(sum(greatest(e.amount, 0)) FILTER (WHERE e.kind = 'AGENT_DIVIDEND'), 0),
    coalesce(sum(greatest(-e.amount, 0)) FILTER (WHERE e.kind = 'AGENT_DIVIDEND'), 0),
    0, 0
  FROM added e
  JOIN ledger_accounts w ON w.id = e.account_id AND w.kind = 'MAIN' AND w.member_id IS NOT NULL
  CROSS JOIN LATERAL revenue_owners(w.member_id) owner
  CROSS JOIN LATERAL revenue_slots(e.created_at) s
  WHERE e.kind IN ('DEPOSIT', 'WITHDRAW', 'WITHDRAW_REFUND', 'BONUS', 'BONUS_REVERSE', 'AGENT_SALARY', 'AGENT_DIVIDEND')
  GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 3, 4, 5
  ON CONFLICT (member_id, span, slot, shard) DO UPDATE
  SET deposits = r.deposits + excluded.deposits, withdrawals = r.withdrawals + excluded.withdrawals,
    bonuses = r.bonuses + excluded.bonuses, salaries_received = r.salaries_received + excluded.salaries_received,
    salaries_paid = r.salaries_paid + excluded.salaries_paid,
    dividends_received = r.dividends_received + excluded.dividends_received,
    dividends_paid = r.dividends_paid + excluded.dividends_paid;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_revenue AFTER INSERT ON ledger_entries REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_revenue();--> statement-breakpoint
-- A settled round's stake and payout, at the slots of its settlement (as the agent payouts count it,
-- 0261), for the member and its agents.
CREATE FUNCTION bets_revenue_add(round bets, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF round.status <> 'SETTLED' OR round.settled_at IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO team_revenue_sums AS r (member_id, parent_id, span, slot, shard, deposits, withdrawals, bonuses,
    salaries_received, salaries_paid, dividends_received, dividends_paid, stakes, payouts)
  SELECT owner.id, owner.parent_id, s.span, s.slot, owner.shard, 0, 0, 0, 0, 0, 0, 0, sign * round.stake, sign * round.payout
  FROM revenue_owners(round.member_id) owner
  CROSS JOIN LATERAL revenue_slots(round.settled_at) s
  ORDER BY 1, 3, 4, 5
  ON CONFLICT (member_id, span, slot, shard) DO UPDATE
  SET stakes = r.stakes + excluded.stakes, payouts = r.payouts + excluded.payouts;
END;
$$;--> statement-breakpoint
-- Deferred to the commit like bets_hours (0018), after the round's ledger postings, for the same reason.
CREATE FUNCTION bets_revenue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status = OLD.status AND NEW.stake = OLD.stake AND NEW.payout = OLD.payout
    AND NEW.member_id = OLD.member_id AND NEW.settled_at IS NOT DISTINCT FROM OLD.settled_at THEN
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
-- What was already there: the counted entries and the settled rounds, in one statement.
INSERT INTO team_revenue_sums (member_id, parent_id, span, slot, shard, deposits, withdrawals, bonuses,
  salaries_received, salaries_paid, dividends_received, dividends_paid, stakes, payouts)
SELECT owner.id, owner.parent_id, s.span, s.slot, owner.shard, sum(m.deposits), sum(m.withdrawals), sum(m.bonuses),
  sum(m.salaries_received), sum(m.salaries_paid), sum(m.dividends_received), sum(m.dividends_paid),
  sum(m.stakes), sum(m.payouts)
FROM (
  SELECT w.member_id, e.created_at AS at,
    CASE e.kind WHEN 'DEPOSIT' THEN e.amount ELSE 0 END AS deposits,
    CASE e.kind WHEN 'WITHDRAW' THEN greatest(-e.amount, 0) WHEN 'WITHDRAW_REFUND' THEN -greatest(e.amount, 0) ELSE 0 END AS withdrawals,
    CASE e.kind WHEN 'BONUS' THEN greatest(e.amount, 0) WHEN 'BONUS_REVERSE' THEN -greatest(-e.amount, 0) ELSE 0 END AS bonuses,
    CASE e.kind WHEN 'AGENT_SALARY' THEN greatest(e.amount, 0) ELSE 0 END AS salaries_received,
    CASE e.kind WHEN 'AGENT_SALARY' THEN greatest(-e.amount, 0) ELSE 0 END AS salaries_paid,
    CASE e.kind WHEN 'AGENT_DIVIDEND' THEN greatest(e.amount, 0) ELSE 0 END AS dividends_received,
    CASE e.kind WHEN 'AGENT_DIVIDEND' THEN greatest(-e.amount, 0) ELSE 0 END AS dividends_paid,
    0::bigint AS stakes, 0::bigint AS payouts
  FROM ledger_entries e
  JOIN ledger_accounts w ON w.id = e.account_id AND w.kind = 'MAIN' AND w.member_id IS NOT NULL
  WHERE e.kind IN ('DEPOSIT', 'WITHDRAW', 'WITHDRAW_REFUND', 'BONUS', 'BONUS_REVERSE', 'AGENT_SALARY', 'AGENT_DIVIDEND')
  UNION ALL
  SELECT b.member_id, b.settled_at, 0, 0, 0, 0, 0, 0, 0, b.stake, b.payout
  FROM bets b
  WHERE b.status = 'SETTLED' AND b.settled_at IS NOT NULL
) m
CROSS JOIN LATERAL revenue_owners(m.member_id) owner
CROSS JOIN LATERAL revenue_slots(m.at) s
GROUP BY 1, 2, 3, 4, 5;
