CREATE TABLE "point_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer,
	"code" text,
	"balance" bigint DEFAULT 0 NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	CONSTRAINT "point_accounts_member_id_unique" UNIQUE("member_id"),
	CONSTRAINT "point_accounts_code_unique" UNIQUE("code"),
	CONSTRAINT "point_accounts_not_negative" CHECK ("point_accounts"."balance" >= 0 OR "point_accounts"."allow_negative"),
	CONSTRAINT "point_accounts_owner" CHECK (("point_accounts"."member_id" IS NULL) <> ("point_accounts"."code" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "point_config" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"convert_points" bigint NOT NULL,
	"convert_amount" bigint NOT NULL,
	"min_convert_points" bigint NOT NULL,
	"convert_enabled" boolean DEFAULT true NOT NULL,
	"rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_config_one" CHECK ("point_config"."id" = 1),
	CONSTRAINT "point_config_ratio" CHECK ("point_config"."convert_points" > 0 AND "point_config"."convert_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "point_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "point_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_rates" (
	"game_type" text PRIMARY KEY NOT NULL,
	"valid_bet_per_point" bigint NOT NULL,
	CONSTRAINT "point_rates_positive" CHECK ("point_rates"."valid_bet_per_point" > 0)
);
--> statement-breakpoint
CREATE TABLE "point_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"reward_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"points" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"bonus_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text
);
--> statement-breakpoint
CREATE TABLE "point_remainders" (
	"member_id" integer NOT NULL,
	"game_type" text NOT NULL,
	"valid_bet" bigint NOT NULL,
	CONSTRAINT "point_remainders_member_id_game_type_pk" PRIMARY KEY("member_id","game_type")
);
--> statement-breakpoint
CREATE TABLE "point_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"points" bigint NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"turnover_multiple" integer DEFAULT 0 NOT NULL,
	"stock" integer,
	"title" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_rewards_stock" CHECK ("point_rewards"."stock" IS NULL OR "point_rewards"."stock" >= 0),
	CONSTRAINT "point_rewards_points" CHECK ("point_rewards"."points" > 0 AND "point_rewards"."amount" >= 0 AND "point_rewards"."turnover_multiple" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "point_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer,
	"reference" text DEFAULT '' NOT NULL,
	"memo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_transactions_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "point_accounts" ADD CONSTRAINT "point_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_transaction_id_point_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."point_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_account_id_point_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."point_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_reward_id_point_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."point_rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_remainders" ADD CONSTRAINT "point_remainders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_transactions" ADD CONSTRAINT "point_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "point_entries_account_time" ON "point_entries" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "point_entries_transaction" ON "point_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "point_redemptions_request" ON "point_redemptions" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "point_redemptions_member" ON "point_redemptions" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "point_redemptions_status" ON "point_redemptions" USING btree ("status","id");--> statement-breakpoint
-- hand-written below
-- The points book's one posting function (decision 0276), as ledger_post is the money ledger's: the
-- transaction, its entries and the new balances together, the accounts locked in id order, the key
-- unique (a repeat with the same hash replays, another hash is refused), an overdraft refused by the
-- table's CHECK. The earning trigger and the service both post through it.
CREATE FUNCTION points_post(
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
BEGIN
  IF (SELECT coalesce(sum(a), 0) FROM unnest(p_amounts) a) <> 0 OR cardinality(p_accounts) < 2 THEN
    RAISE EXCEPTION 'points_unbalanced';
  END IF;
  INSERT INTO point_transactions AS t (idempotency_key, request_hash, kind, member_id, reference, memo)
  VALUES (p_key, p_hash, p_kind, p_member, p_reference, p_memo)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING t.id, t.created_at INTO v_id, v_created;

  IF v_id IS NULL THEN
    SELECT t.id, t.created_at, t.request_hash INTO v_id, v_created, v_hash
    FROM point_transactions t WHERE t.idempotency_key = p_key;
    IF v_hash IS DISTINCT FROM p_hash THEN
      RAISE EXCEPTION 'idempotency_key_reused';
    END IF;
    RETURN QUERY
      SELECT v_id, v_created, true, e.account_id, e.amount, e.balance_after
      FROM point_entries e WHERE e.transaction_id = v_id ORDER BY e.account_id;
    RETURN;
  END IF;

  SELECT count(*) INTO v_locked FROM (
    SELECT a.id FROM point_accounts a WHERE a.id = ANY (p_accounts) ORDER BY a.id FOR UPDATE
  ) locked;
  IF v_locked <> cardinality(p_accounts) THEN
    RAISE EXCEPTION 'points_unknown_account';
  END IF;

  RETURN QUERY
    WITH legs AS (
      SELECT l.account_id, l.amount FROM unnest(p_accounts, p_amounts) AS l (account_id, amount)
    ),
    updated AS (
      UPDATE point_accounts a SET balance = a.balance + legs.amount
      FROM legs WHERE a.id = legs.account_id
      RETURNING a.id, legs.amount, a.balance
    ),
    written AS (
      INSERT INTO point_entries (transaction_id, account_id, amount, balance_after, kind, created_at)
      SELECT v_id, u.id, u.amount, u.balance, p_kind, v_created FROM updated u ORDER BY u.id
      RETURNING point_entries.account_id, point_entries.amount, point_entries.balance_after
    )
    SELECT v_id, v_created, false, w.account_id, w.amount, w.balance_after FROM written w ORDER BY w.account_id;
END;
$$;
--> statement-breakpoint
-- A member's points account, made on first use.
CREATE FUNCTION points_member_account(p_member integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_id integer;
BEGIN
  SELECT id INTO v_id FROM point_accounts WHERE member_id = p_member;
  IF v_id IS NULL THEN
    INSERT INTO point_accounts (member_id) VALUES (p_member) ON CONFLICT (member_id) DO NOTHING;
    SELECT id INTO v_id FROM point_accounts WHERE member_id = p_member;
  END IF;
  RETURN v_id;
END;
$$;
--> statement-breakpoint
-- The brand's EARNED and SPENT accounts; EARNED is the outside of the book and goes below zero.
INSERT INTO point_accounts (code, allow_negative) VALUES ('EARNED', true), ('SPENT', false);
--> statement-breakpoint
-- Earning (decision 0277): a round's stake counts once, when it becomes SETTLED (a settled round is never
-- rolled back, decision 0262; an open one rolled back never settles), for real members only. The stake
-- joins the member's remainder of that game type; each whole valid_bet_per_point in it is a point, and
-- what is left stays for the next round. Deferred to the commit like raffle_bets, after the round's
-- postings took the wallet's lock; the key EARN:<bet> makes a second posting for a round impossible.
CREATE FUNCTION points_earn() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_per bigint;
  v_total bigint;
  v_points bigint;
  v_account integer;
  v_earned integer;
BEGIN
  IF NEW.status <> 'SETTLED' OR NEW.stake <= 0 OR (TG_OP = 'UPDATE' AND OLD.status = 'SETTLED') THEN
    RETURN NULL;
  END IF;
  SELECT valid_bet_per_point INTO v_per FROM point_rates WHERE game_type = NEW.game_type;
  IF v_per IS NULL THEN
    RETURN NULL;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM members m WHERE m.id = NEW.member_id AND m.type = 0) THEN
    RETURN NULL;
  END IF;
  INSERT INTO point_remainders AS r (member_id, game_type, valid_bet)
  VALUES (NEW.member_id, NEW.game_type, NEW.stake)
  ON CONFLICT (member_id, game_type) DO UPDATE SET valid_bet = r.valid_bet + EXCLUDED.valid_bet
  RETURNING r.valid_bet INTO v_total;
  v_points := v_total / v_per;
  IF v_points > 0 THEN
    UPDATE point_remainders SET valid_bet = v_total - v_points * v_per
    WHERE member_id = NEW.member_id AND game_type = NEW.game_type;
    v_account := points_member_account(NEW.member_id);
    SELECT id INTO v_earned FROM point_accounts WHERE code = 'EARNED';
    PERFORM points_post('EARN:' || NEW.id, 'earn', 'EARN', NEW.member_id, 'bet ' || NEW.id,
      jsonb_build_object('gameType', NEW.game_type, 'validBet', NEW.stake, 'betId', NEW.id),
      ARRAY[least(v_account, v_earned), greatest(v_account, v_earned)],
      CASE WHEN v_account < v_earned THEN ARRAY[v_points, -v_points] ELSE ARRAY[-v_points, v_points] END);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER points_earn AFTER INSERT OR UPDATE ON bets DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION points_earn();
--> statement-breakpoint
-- Until the operator sets them: 100 points convert to 1.00, at least 100 at a time.
INSERT INTO point_config (id, convert_points, convert_amount, min_convert_points) VALUES (1, 100, 100, 100);
