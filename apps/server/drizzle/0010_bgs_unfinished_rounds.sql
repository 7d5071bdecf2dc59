DROP INDEX "bgs_rounds_settling";--> statement-breakpoint
CREATE INDEX "bgs_rounds_unfinished" ON "bgs_rounds" USING btree ("account") WHERE "bgs_rounds"."status" in ('pending', 'settling');