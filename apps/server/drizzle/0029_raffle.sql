CREATE TABLE "raffle_entries" (
	"raffle_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"valid_bets" bigint DEFAULT 0 NOT NULL,
	"tickets" bigint DEFAULT 0 NOT NULL,
	"first_ticket" bigint,
	CONSTRAINT "raffle_entries_raffle_id_member_id_pk" PRIMARY KEY("raffle_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "raffle_winners" (
	"raffle_id" integer NOT NULL,
	"prize" integer NOT NULL,
	"member_id" integer NOT NULL,
	"ticket" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"bonus_id" integer,
	"claim_request_id" text,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "raffle_winners_raffle_id_prize_pk" PRIMARY KEY("raffle_id","prize")
);
--> statement-breakpoint
CREATE TABLE "raffles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ticket_per_deposit" bigint NOT NULL,
	"ticket_per_bet" bigint NOT NULL,
	"prizes" jsonb NOT NULL,
	"wagering_multiple" integer NOT NULL,
	"expiry_days" integer NOT NULL,
	"seed_hash" text NOT NULL,
	"sealed_seed" text NOT NULL,
	"seed" text,
	"total_tickets" bigint,
	"state" text DEFAULT 'open' NOT NULL,
	"drawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "raffles_earn" CHECK ("raffles"."ticket_per_deposit" >= 0 and "raffles"."ticket_per_bet" >= 0)
);
--> statement-breakpoint
ALTER TABLE "raffle_entries" ADD CONSTRAINT "raffle_entries_raffle_id_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."raffles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_entries" ADD CONSTRAINT "raffle_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_winners" ADD CONSTRAINT "raffle_winners_raffle_id_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."raffles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_winners" ADD CONSTRAINT "raffle_winners_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_winners" ADD CONSTRAINT "raffle_winners_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_winners_member" ON "raffle_winners" USING btree ("member_id","raffle_id");--> statement-breakpoint
CREATE INDEX "raffles_open_ending" ON "raffles" USING btree ("ends_at") WHERE "raffles"."state" = 'open';--> statement-breakpoint
CREATE INDEX "raffles_ending" ON "raffles" USING btree ("ends_at");--> statement-breakpoint
-- hand-written below
-- A member's tickets in a raffle from what they deposited and staked in its period (decision 0247):
-- each way's total divided by its price, rounded down (a price of 0 turns that way off).
CREATE FUNCTION raffle_tickets(deposits bigint, valid_bets bigint, per_deposit bigint, per_bet bigint)
RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT (CASE WHEN per_deposit > 0 THEN greatest(deposits, 0) / per_deposit ELSE 0 END)
       + (CASE WHEN per_bet > 0 THEN greatest(valid_bets, 0) / per_bet ELSE 0 END)
$$;--> statement-breakpoint
-- Adds a member's deposit or settled stake to every raffle running now, in the event's transaction.
-- The raffle's row is read FOR SHARE: the draw locks it FOR UPDATE, so it waits for every counting
-- transaction under way, and one that comes after it finds the raffle drawn and counts nothing.
CREATE FUNCTION raffle_count(member integer, deposits_delta bigint, bets_delta bigint) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT id, ticket_per_deposit, ticket_per_bet FROM raffles
    WHERE state = 'open' AND starts_at <= now() AND ends_at > now()
    ORDER BY id FOR SHARE
  LOOP
    INSERT INTO raffle_entries AS e (raffle_id, member_id, deposits, valid_bets, tickets)
    VALUES (r.id, member, deposits_delta, bets_delta,
      raffle_tickets(deposits_delta, bets_delta, r.ticket_per_deposit, r.ticket_per_bet))
    ON CONFLICT (raffle_id, member_id) DO UPDATE
    SET deposits = e.deposits + EXCLUDED.deposits,
        valid_bets = e.valid_bets + EXCLUDED.valid_bets,
        tickets = raffle_tickets(e.deposits + EXCLUDED.deposits, e.valid_bets + EXCLUDED.valid_bets,
          r.ticket_per_deposit, r.ticket_per_bet);
  END LOOP;
END;
$$;--> statement-breakpoint
-- A round's stake counts once it is settled (and leaves again if a settled round is rolled back).
-- Deferred to the commit like vip_bets, after the round's postings took the wallet's lock.
CREATE FUNCTION raffle_bets() RETURNS trigger LANGUAGE plpgsql AS $$
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
    PERFORM raffle_count(NEW.member_id, 0, delta);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER raffle_bets AFTER INSERT OR UPDATE ON bets DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION raffle_bets();--> statement-breakpoint
-- A deposit counts when its order becomes paid: in the credit's transaction, after its ledger posting.
CREATE FUNCTION raffle_deposits() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'paid' AND (TG_OP = 'INSERT' OR OLD.status <> 'paid') THEN
    PERFORM raffle_count(NEW.member_id, NEW.amount, 0);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER raffle_deposits AFTER INSERT OR UPDATE OF status ON deposit_orders
  FOR EACH ROW EXECUTE FUNCTION raffle_deposits();
