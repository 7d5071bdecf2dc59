CREATE TABLE "agent_payout_days" (
	"member_id" integer NOT NULL,
	"role" text NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"owed_count" integer DEFAULT 0 NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"owed_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_payout_days_member_id_role_kind_day_pk" PRIMARY KEY("member_id","role","kind","day")
);
--> statement-breakpoint
ALTER TABLE "agent_contract_payouts" ADD COLUMN "brand_day" date;--> statement-breakpoint
ALTER TABLE "agent_payout_days" ADD CONSTRAINT "agent_payout_days_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- ===== Hand-written (docs/decisions/0275): the payouts' brand day, and the day sums a trigger keeps. =====
-- Payouts written before this migration: their brand day in the brand's offset now (+08:00 by default).
UPDATE agent_contract_payouts SET brand_day = (period_start AT TIME ZONE 'UTC' + make_interval(mins =>
  coalesce((SELECT (value->>'timeZoneOffsetMinutes')::int FROM site_settings WHERE key = 'brand'), 480)))::date;--> statement-breakpoint
ALTER TABLE "agent_contract_payouts" ALTER COLUMN "brand_day" SET NOT NULL;--> statement-breakpoint
-- One payout's part in its parties' day sums: the downline received it, the upline (if an agent) paid it.
CREATE FUNCTION agent_payout_days_add(p agent_contract_payouts, sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO agent_payout_days AS d (member_id, role, kind, day, paid_count, owed_count, paid_amount, owed_amount)
  SELECT party.id, party.role, p.kind, p.brand_day,
    sign * (p.state = 'paid')::int, sign * (p.state = 'owed')::int,
    sign * CASE WHEN p.state = 'paid' THEN p.amount ELSE 0 END,
    sign * CASE WHEN p.state = 'owed' THEN p.amount ELSE 0 END
  FROM (VALUES (p.downline_id, 'downline'), (p.upline_id, 'upline')) AS party (id, role)
  WHERE party.id IS NOT NULL
  ORDER BY 1, 2
  ON CONFLICT (member_id, role, kind, day) DO UPDATE
  SET paid_count = d.paid_count + excluded.paid_count, owed_count = d.owed_count + excluded.owed_count,
    paid_amount = d.paid_amount + excluded.paid_amount, owed_amount = d.owed_amount + excluded.owed_amount
$$;--> statement-breakpoint
CREATE FUNCTION agent_payout_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.state = OLD.state AND NEW.amount = OLD.amount AND NEW.brand_day = OLD.brand_day
    AND NEW.downline_id = OLD.downline_id AND NEW.upline_id IS NOT DISTINCT FROM OLD.upline_id
    AND NEW.kind = OLD.kind THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM agent_payout_days_add(OLD, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM agent_payout_days_add(NEW, 1);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER agent_payout_days AFTER INSERT OR UPDATE OR DELETE ON agent_contract_payouts
  FOR EACH ROW EXECUTE FUNCTION agent_payout_days();--> statement-breakpoint
INSERT INTO agent_payout_days (member_id, role, kind, day, paid_count, owed_count, paid_amount, owed_amount)
SELECT party.id, party.role, p.kind, p.brand_day,
  count(*) FILTER (WHERE p.state = 'paid'), count(*) FILTER (WHERE p.state = 'owed'),
  coalesce(sum(p.amount) FILTER (WHERE p.state = 'paid'), 0), coalesce(sum(p.amount) FILTER (WHERE p.state = 'owed'), 0)
FROM agent_contract_payouts p
CROSS JOIN LATERAL (VALUES (p.downline_id, 'downline'), (p.upline_id, 'upline')) AS party (id, role)
WHERE party.id IS NOT NULL
GROUP BY 1, 2, 3, 4;
