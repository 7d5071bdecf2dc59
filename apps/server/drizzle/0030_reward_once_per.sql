ALTER TABLE "reward_activities" ADD COLUMN "once_per" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "members_register_ip" ON "members" USING btree ("register_ip") WHERE "members"."register_ip" <> '';--> statement-breakpoint
CREATE INDEX "payout_bindings_account" ON "payout_bindings" USING btree ("type","provider","account_number");