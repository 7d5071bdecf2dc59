-- Rounds summed by member, hour (UTC), game type, vendor and status, kept by the database with every
-- change of a round (docs/decisions/0212).
CREATE TABLE "member_bet_hours" (
	"member_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"game_type" text NOT NULL,
	"vendor_code" text NOT NULL,
	"status" text NOT NULL,
	"rounds" integer NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint NOT NULL,
	CONSTRAINT "member_bet_hours_member_id_hour_game_type_vendor_code_status_pk" PRIMARY KEY("member_id","hour","game_type","vendor_code","status")
);
--> statement-breakpoint
ALTER TABLE "member_bet_hours" ADD CONSTRAINT "member_bet_hours_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO member_bet_hours (member_id, hour, game_type, vendor_code, status, rounds, stake, payout)
SELECT member_id, date_trunc('hour', placed_at, 'UTC'), game_type, vendor_code, status, count(*), sum(stake), sum(payout)
FROM bets GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
-- PL/pgSQL keeps the statement's plan for the session; a SQL function would plan it at every round.
CREATE FUNCTION bets_hours_add(round bets, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_bet_hours AS h (member_id, hour, game_type, vendor_code, status, rounds, stake, payout)
  VALUES (round.member_id, date_trunc('hour', round.placed_at, 'UTC'), round.game_type, round.vendor_code,
    round.status, sign, sign * round.stake, sign * round.payout)
  ON CONFLICT (member_id, hour, game_type, vendor_code, status) DO UPDATE
  SET rounds = h.rounds + EXCLUDED.rounds, stake = h.stake + EXCLUDED.stake, payout = h.payout + EXCLUDED.payout;
END;
$$;--> statement-breakpoint
-- A round leaves the sums it was counted in (its old status, stake and payout) and joins its new ones.
-- The trigger is deferred to the commit, after the round's ledger postings: taken earlier, a sum's row
-- lock would come before the wallet's in one transaction and after it in another, and two rounds of one
-- member could deadlock. The two rows of one change are taken in status order, always the same.
CREATE FUNCTION bets_hours() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status = OLD.status AND NEW.stake = OLD.stake AND NEW.payout = OLD.payout
    AND NEW.member_id = OLD.member_id AND NEW.placed_at = OLD.placed_at
    AND NEW.game_type = OLD.game_type AND NEW.vendor_code = OLD.vendor_code THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM bets_hours_add(OLD, -1);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM bets_hours_add(NEW, 1);
  ELSIF OLD.status <= NEW.status THEN
    PERFORM bets_hours_add(OLD, -1);
    PERFORM bets_hours_add(NEW, 1);
  ELSE
    PERFORM bets_hours_add(NEW, 1);
    PERFORM bets_hours_add(OLD, -1);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER bets_hours AFTER INSERT OR UPDATE OR DELETE ON bets DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION bets_hours();
