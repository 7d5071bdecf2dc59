CREATE TABLE "bgs_rounds" (
	"round_id" text PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"request_id" text NOT NULL,
	"game_code" text NOT NULL,
	"currency" text NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"seed_pair_id" integer NOT NULL,
	"nonce" integer NOT NULL,
	"client_seed" text NOT NULL,
	"params" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bgs_seed_pairs" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bgs_rounds" ADD CONSTRAINT "bgs_rounds_seed_pair_id_bgs_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."bgs_seed_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bgs_rounds_request" ON "bgs_rounds" USING btree ("account","request_id");--> statement-breakpoint
CREATE INDEX "bgs_rounds_account" ON "bgs_rounds" USING btree ("account","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bgs_rounds_live" ON "bgs_rounds" USING btree ("account","game_code") WHERE "bgs_rounds"."game_code" = 'mines' and "bgs_rounds"."status" in ('pending', 'open');--> statement-breakpoint
CREATE INDEX "bgs_rounds_settling" ON "bgs_rounds" USING btree ("account") WHERE "bgs_rounds"."status" = 'settling';--> statement-breakpoint
CREATE INDEX "bgs_rounds_seed_pair" ON "bgs_rounds" USING btree ("seed_pair_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bgs_seed_pairs_active" ON "bgs_seed_pairs" USING btree ("account") WHERE "bgs_seed_pairs"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "bgs_seed_pairs_account" ON "bgs_seed_pairs" USING btree ("account","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bgs_seed_pairs_hash" ON "bgs_seed_pairs" USING btree ("server_seed_hash");