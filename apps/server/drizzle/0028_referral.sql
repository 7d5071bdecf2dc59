CREATE TABLE "referral_friends" (
	"friend_id" integer PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"qualify_by" timestamp with time zone NOT NULL,
	"deposited" bigint DEFAULT 0 NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'registered' NOT NULL,
	"qualified_at" timestamp with time zone,
	"referrer_reward" bigint DEFAULT 0 NOT NULL,
	"friend_reward" bigint DEFAULT 0 NOT NULL,
	"wagering_multiple" integer DEFAULT 1 NOT NULL,
	"referrer_bonus_id" integer,
	"friend_bonus_id" integer
);
--> statement-breakpoint
CREATE TABLE "referral_months" (
	"referrer_id" integer NOT NULL,
	"month" text NOT NULL,
	"rewarded" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "referral_months_referrer_id_month_pk" PRIMARY KEY("referrer_id","month")
);
--> statement-breakpoint
CREATE TABLE "referral_referrers" (
	"referrer_id" integer PRIMARY KEY NOT NULL,
	"friends" integer DEFAULT 0 NOT NULL,
	"qualified" integer DEFAULT 0 NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"earned" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_rules" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"min_deposit" bigint NOT NULL,
	"min_wagering" bigint NOT NULL,
	"days" integer NOT NULL,
	"referrer_reward" bigint NOT NULL,
	"friend_reward" bigint NOT NULL,
	"wagering_multiple" integer DEFAULT 1 NOT NULL,
	"monthly_cap" integer NOT NULL,
	CONSTRAINT "referral_rules_one_row" CHECK ("referral_rules"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "referral_friends" ADD CONSTRAINT "referral_friends_friend_id_members_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_friends" ADD CONSTRAINT "referral_friends_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_months" ADD CONSTRAINT "referral_months_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_referrers" ADD CONSTRAINT "referral_referrers_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_friends_referrer" ON "referral_friends" USING btree ("referrer_id","registered_at");--> statement-breakpoint
-- hand-written below
-- Friends and their progress are kept by the database as events happen (docs/decisions/0246): a
-- member's page reads one totals row and an index range, never sums.
--
-- A friend registers with a member's code (members.referred_by): while the brand runs the activity,
-- the friend gets a row with the rule's deadline and the member's friend count grows. Only members
-- invite members: an agent's code brings a downline, not a referral.
CREATE FUNCTION referral_registered() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r referral_rules%ROWTYPE;
BEGIN
  IF NEW.referred_by IS NULL OR NEW.type <> 0 THEN
    RETURN NULL;
  END IF;
  SELECT * INTO r FROM referral_rules WHERE id = 1 AND enabled;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM members WHERE id = NEW.referred_by AND type = 0) THEN
    RETURN NULL;
  END IF;
  INSERT INTO referral_friends (friend_id, referrer_id, registered_at, qualify_by)
  VALUES (NEW.id, NEW.referred_by, NEW.created_at, NEW.created_at + make_interval(days => r.days))
  ON CONFLICT DO NOTHING;
  INSERT INTO referral_referrers AS t (referrer_id, friends) VALUES (NEW.referred_by, 1)
  ON CONFLICT (referrer_id) DO UPDATE SET friends = t.friends + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER referral_registered AFTER INSERT ON members
  FOR EACH ROW EXECUTE FUNCTION referral_registered();--> statement-breakpoint
-- A friend's deposits and stakes move. Only a friend still registered and inside their days counts;
-- once both thresholds are met the friend qualifies, within the member's monthly cap (the month's
-- counter row, raised only below the cap), or is capped past it; the rewards are fixed then. A row no
-- longer registered is not matched, so the event never waits on a claim that holds it.
CREATE FUNCTION referral_count(friend integer, deposit_delta bigint, wager_delta bigint) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  f referral_friends%ROWTYPE;
  r referral_rules%ROWTYPE;
  this_month text := to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM');
  counted integer;
BEGIN
  UPDATE referral_friends SET deposited = deposited + deposit_delta, wagered = wagered + wager_delta
  WHERE friend_id = friend AND state = 'registered' AND now() <= qualify_by
  RETURNING * INTO f;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  SELECT * INTO r FROM referral_rules WHERE id = 1 AND enabled;
  IF NOT FOUND OR f.deposited < r.min_deposit OR f.wagered < r.min_wagering THEN
    RETURN;
  END IF;
  counted := NULL;
  IF r.monthly_cap > 0 THEN
    INSERT INTO referral_months AS m (referrer_id, month, rewarded) VALUES (f.referrer_id, this_month, 1)
    ON CONFLICT (referrer_id, month) DO UPDATE SET rewarded = m.rewarded + 1 WHERE m.rewarded < r.monthly_cap
    RETURNING m.rewarded INTO counted;
  END IF;
  IF counted IS NULL THEN
    UPDATE referral_friends SET state = 'capped', qualified_at = now() WHERE friend_id = friend;
    RETURN;
  END IF;
  UPDATE referral_friends
  SET state = 'qualified', qualified_at = now(), referrer_reward = r.referrer_reward,
      friend_reward = r.friend_reward, wagering_multiple = r.wagering_multiple
  WHERE friend_id = friend;
  UPDATE referral_referrers SET qualified = qualified + 1 WHERE referrer_id = f.referrer_id;
END;
$$;--> statement-breakpoint
-- A deposit counts when its order becomes paid, in the credit's transaction.
CREATE FUNCTION referral_deposits() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'paid' AND (TG_OP = 'INSERT' OR OLD.status <> 'paid') THEN
    PERFORM referral_count(NEW.member_id, NEW.amount, 0);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER referral_deposits AFTER INSERT OR UPDATE OF status ON deposit_orders
  FOR EACH ROW EXECUTE FUNCTION referral_deposits();--> statement-breakpoint
-- A round's stake counts once settled (and leaves if a settled round is rolled back). Deferred to
-- the commit like vip_bets, after the round's postings took the wallet's lock.
CREATE FUNCTION referral_bets() RETURNS trigger LANGUAGE plpgsql AS $$
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
    PERFORM referral_count(NEW.member_id, 0, delta);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER referral_bets AFTER INSERT OR UPDATE ON bets DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION referral_bets();
