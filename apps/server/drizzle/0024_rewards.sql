CREATE TABLE "bonus_wagering" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"remaining" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"activity_id" integer,
	"memo" text DEFAULT '' NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"turnover_required" bigint NOT NULL,
	"turnover_done" bigint DEFAULT 0 NOT NULL,
	"contributions" jsonb NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"reversed" bigint DEFAULT 0 NOT NULL,
	"request_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"promotion_id" integer,
	"status" text DEFAULT 'live' NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"rule" jsonb NOT NULL,
	"claim_days" integer DEFAULT 7 NOT NULL,
	"agents" text DEFAULT 'no' NOT NULL,
	"budget" bigint,
	"spent" bigint DEFAULT 0 NOT NULL,
	"claims" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"period" text NOT NULL,
	"status" text NOT NULL,
	"deposit_order_id" text,
	"deposit_amount" bigint DEFAULT 0 NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"claim_by" timestamp with time zone,
	"claim_request_id" text,
	"bonus_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bonus_wagering" ADD CONSTRAINT "bonus_wagering_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_activity_id_reward_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."reward_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_activities" ADD CONSTRAINT "reward_activities_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_entries" ADD CONSTRAINT "reward_entries_activity_id_reward_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."reward_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_entries" ADD CONSTRAINT "reward_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonuses_member" ON "bonuses" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonuses_request" ON "bonuses" USING btree ("request_key");--> statement-breakpoint
CREATE INDEX "bonuses_expiring" ON "bonuses" USING btree ("expires_at") WHERE "bonuses"."state" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "reward_entries_once" ON "reward_entries" USING btree ("activity_id","member_id","period");--> statement-breakpoint
CREATE INDEX "reward_entries_member" ON "reward_entries" USING btree ("member_id","status");--> statement-breakpoint
ALTER TABLE "payment_profiles" DROP COLUMN "turnover_remaining";--> statement-breakpoint
-- A settled round counts toward its member's active bonuses, oldest first (docs/decisions/0239): each
-- bonus takes its share of the stake (its contribution for the game type, in percent) until its
-- wagering is met, and what it did not need goes on to the next. The member's open wagering
-- (bonus_wagering) follows in the same transaction. Deferred to the commit like bets_hours: by then
-- the round's postings hold the wallet's lock, so a bonus row is always locked after the wallet.
CREATE FUNCTION bets_wagering() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stake_left bigint := NEW.stake;
  percent integer;
  counted bigint;
  need bigint;
  total bigint := 0;
  b record;
BEGIN
  IF NEW.status <> 'SETTLED' OR NEW.stake <= 0 OR (TG_OP = 'UPDATE' AND OLD.status = 'SETTLED') THEN
    RETURN NULL;
  END IF;
  -- Most rounds are of members without a bonus: one primary-key probe, and done.
  IF NOT EXISTS (SELECT 1 FROM bonus_wagering WHERE member_id = NEW.member_id AND remaining > 0) THEN
    RETURN NULL;
  END IF;
  FOR b IN
    SELECT id, turnover_required, turnover_done, contributions FROM bonuses
    WHERE member_id = NEW.member_id AND state = 'active' AND created_at <= NEW.placed_at
    ORDER BY id FOR UPDATE
  LOOP
    EXIT WHEN stake_left <= 0;
    percent := coalesce((b.contributions ->> NEW.game_type)::integer, 0);
    CONTINUE WHEN percent <= 0;
    need := b.turnover_required - b.turnover_done;
    counted := stake_left * percent / 100;
    IF counted >= need THEN
      UPDATE bonuses SET turnover_done = turnover_required, state = 'completed', ended_at = now() WHERE id = b.id;
      total := total + need;
      -- The part of the stake this bonus used; the rest counts for the next one.
      stake_left := stake_left - (need * 100 + percent - 1) / percent;
    ELSE
      UPDATE bonuses SET turnover_done = turnover_done + counted WHERE id = b.id;
      total := total + counted;
      stake_left := 0;
    END IF;
  END LOOP;
  IF total > 0 THEN
    UPDATE bonus_wagering SET remaining = remaining - total WHERE member_id = NEW.member_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER bets_wagering AFTER INSERT OR UPDATE ON bets DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION bets_wagering();
