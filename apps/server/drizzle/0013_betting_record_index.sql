-- The betting record and personal loss sum a member's rounds from this index alone (docs/decisions.md, Games).
DROP INDEX "bets_member";--> statement-breakpoint
CREATE INDEX "bets_member" ON "bets" USING btree ("member_id","placed_at","game_type","vendor_code","status","stake","payout");