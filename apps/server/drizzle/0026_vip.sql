CREATE TABLE "vip_level_ups" (
	"member_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"bonus" bigint NOT NULL,
	"reached_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bonus_id" integer,
	"claim_request_id" text,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "vip_level_ups_member_id_rank_pk" PRIMARY KEY("member_id","rank")
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"rank" integer PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"min_valid_bets" bigint DEFAULT 0 NOT NULL,
	"min_deposits" bigint DEFAULT 0 NOT NULL,
	"level_up_bonus" bigint DEFAULT 0 NOT NULL,
	"weekly_bonus" bigint DEFAULT 0 NOT NULL,
	"rebate_bps" integer DEFAULT 0 NOT NULL,
	"wagering_multiple" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_progress" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"valid_bets" bigint DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_weekly_bonuses" (
	"member_id" integer NOT NULL,
	"week" text NOT NULL,
	"rank" integer NOT NULL,
	"bonus" bigint NOT NULL,
	"bonus_id" integer,
	"claim_request_id" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_weekly_bonuses_member_id_week_pk" PRIMARY KEY("member_id","week")
);
--> statement-breakpoint
ALTER TABLE "vip_level_ups" ADD CONSTRAINT "vip_level_ups_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_progress" ADD CONSTRAINT "vip_progress_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_weekly_bonuses" ADD CONSTRAINT "vip_weekly_bonuses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "vip_level";--> statement-breakpoint
-- hand-written below
-- What members already did counts: their settled stakes and credited deposits (docs/decisions/0242).
INSERT INTO vip_progress (member_id, valid_bets, deposits)
SELECT member_id, sum(valid_bets), sum(deposits) FROM (
  SELECT member_id, stake AS valid_bets, 0::bigint AS deposits FROM bets WHERE status = 'SETTLED'
  UNION ALL
  SELECT member_id, 0::bigint, amount FROM deposit_orders WHERE status = 'paid'
) counted GROUP BY member_id;--> statement-breakpoint
-- A member's totals move; when they now meet a higher level's two thresholds, the member's rank rises
-- to it and every level passed on the way gets its level-up row (once: a level reached before keeps
-- its row, so it is not rewarded again). The rank is kept here, not in members, because this runs at a
-- round's commit after the wallet's lock, and withdrawals and lottery bets lock the member row before
-- the wallet: touching members here could deadlock with them.
CREATE FUNCTION vip_count(member integer, bets_delta bigint, deposits_delta bigint) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  p record;
  target integer;
BEGIN
  INSERT INTO vip_progress AS v (member_id, valid_bets, deposits, updated_at)
  VALUES (member, bets_delta, deposits_delta, now())
  ON CONFLICT (member_id) DO UPDATE
  SET valid_bets = v.valid_bets + EXCLUDED.valid_bets, deposits = v.deposits + EXCLUDED.deposits, updated_at = now()
  RETURNING v.valid_bets, v.deposits, v.rank INTO p;
  SELECT coalesce(max(rank), 0) INTO target FROM vip_levels
  WHERE min_valid_bets <= p.valid_bets AND min_deposits <= p.deposits;
  IF target <= p.rank THEN
    RETURN;
  END IF;
  UPDATE vip_progress SET rank = target WHERE member_id = member;
  INSERT INTO vip_level_ups (member_id, rank, bonus, reached_at)
  SELECT member, l.rank, l.level_up_bonus, now() FROM vip_levels l WHERE l.rank > p.rank AND l.rank <= target
  ON CONFLICT DO NOTHING;
END;
$$;--> statement-breakpoint
-- A round's stake counts as a valid bet once it is settled (and leaves again if a settled round is
-- rolled back). Deferred to the commit like bets_wagering, after the round's postings took the
-- wallet's lock, so the progress row is always locked after the wallet.
CREATE FUNCTION vip_bets() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint := 0;
BEGIN
  IF NEW.status = 'SETTLED' THEN
    delta := NEW.stake;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.status = 'SETTLED' THEN
    delta := delta - OLD.stake;
  END IF;
  IF delta <> 0 THEN
    PERFORM vip_count(NEW.member_id, delta, 0);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER vip_bets AFTER INSERT OR UPDATE ON bets DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION vip_bets();--> statement-breakpoint
-- A deposit counts when its order becomes paid: in the credit's transaction, after its ledger posting.
CREATE FUNCTION vip_deposits() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'paid' AND (TG_OP = 'INSERT' OR OLD.status <> 'paid') THEN
    PERFORM vip_count(NEW.member_id, 0, NEW.amount);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER vip_deposits AFTER INSERT OR UPDATE OF status ON deposit_orders
  FOR EACH ROW EXECUTE FUNCTION vip_deposits();
