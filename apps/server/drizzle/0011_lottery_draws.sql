CREATE TABLE "lottery_bets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"draw_id" bigint NOT NULL,
	"member_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"seq" integer NOT NULL,
	"ticket_hash" text NOT NULL,
	"bet_type" text NOT NULL,
	"selection" jsonb NOT NULL,
	"odds" integer NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"refusal" text,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"node_id" text NOT NULL,
	"numero" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draws_at" timestamp with time zone NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"result" jsonb,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"lease_owner" text,
	"lease_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lottery_schedules" (
	"node_id" text PRIMARY KEY NOT NULL,
	"interval_seconds" integer NOT NULL,
	"close_seconds" integer NOT NULL,
	"tz_offset_minutes" integer DEFAULT 480 NOT NULL,
	CONSTRAINT "lottery_schedules_interval" CHECK ("lottery_schedules"."interval_seconds" >= 60 and 86400 % "lottery_schedules"."interval_seconds" = 0),
	CONSTRAINT "lottery_schedules_close" CHECK ("lottery_schedules"."close_seconds" >= 5 and "lottery_schedules"."close_seconds" * 2 <= "lottery_schedules"."interval_seconds")
);
--> statement-breakpoint
CREATE TABLE "lottery_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"node_id" text NOT NULL,
	"player_token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_session_id_lottery_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."lottery_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_schedules" ADD CONSTRAINT "lottery_schedules_node_id_lottery_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."lottery_games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_sessions" ADD CONSTRAINT "lottery_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_bets_ticket" ON "lottery_bets" USING btree ("member_id","request_id","seq");--> statement-breakpoint
CREATE INDEX "lottery_bets_draw" ON "lottery_bets" USING btree ("draw_id","status");--> statement-breakpoint
CREATE INDEX "lottery_bets_member" ON "lottery_bets" USING btree ("member_id","placed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_numero" ON "lottery_draws" USING btree ("node_id","numero");--> statement-breakpoint
CREATE INDEX "lottery_draws_game" ON "lottery_draws" USING btree ("node_id","draws_at");--> statement-breakpoint
CREATE INDEX "lottery_draws_unsettled" ON "lottery_draws" USING btree ("draws_at") WHERE "lottery_draws"."settled_at" is null;--> statement-breakpoint
CREATE INDEX "lottery_sessions_member" ON "lottery_sessions" USING btree ("member_id","node_id","created_at");