ALTER TABLE "agent_contract_payouts" ADD COLUMN "kind" text NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_contract_payouts" ADD COLUMN "upline_id" integer;--> statement-breakpoint
ALTER TABLE "agent_contract_payouts" ADD COLUMN "downline_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_contract_payouts" ADD COLUMN "tier" integer;--> statement-breakpoint
ALTER TABLE "agent_contract_payouts" ADD COLUMN "rate" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD COLUMN "paid_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD COLUMN "paid_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD COLUMN "owed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD COLUMN "owed_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_contract_payouts" ADD CONSTRAINT "agent_contract_payouts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_payouts" ADD CONSTRAINT "agent_contract_payouts_downline_id_members_id_fk" FOREIGN KEY ("downline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_contract_payouts_downline" ON "agent_contract_payouts" USING btree ("downline_id","kind","period_start","id");--> statement-breakpoint
CREATE INDEX "agent_contract_payouts_upline" ON "agent_contract_payouts" USING btree ("upline_id","kind","period_start","id");--> statement-breakpoint
CREATE INDEX "agent_contract_payouts_owed" ON "agent_contract_payouts" USING btree ("id") WHERE "agent_contract_payouts"."state" = 'owed';--> statement-breakpoint
ALTER TABLE "agent_contract_payouts" ADD CONSTRAINT "agent_contract_payouts_state" CHECK ("agent_contract_payouts"."state" in ('paid', 'owed'));--> statement-breakpoint
-- Hand-written (agent payouts, decision 0262): a contract's period reads its team's rounds by settlement
-- time; carrying member, status, stake and payout in the index answers it without visiting the rows.
CREATE INDEX IF NOT EXISTS "bets_settled_team" ON "bets" USING btree ("settled_at") INCLUDE ("member_id", "status", "stake", "payout");
