CREATE TABLE "provider_rounds" (
	"round_id" text PRIMARY KEY NOT NULL,
	"session_hash" text NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"account" text NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"player_token" text NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"game_type" text NOT NULL,
	"account" text NOT NULL,
	"currency" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"launched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_games_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "seamless_calls" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seamless_calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"vendor_code" text NOT NULL,
	"request_id" text NOT NULL,
	"call" text NOT NULL,
	"member_id" integer NOT NULL,
	"round_id" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"request_hash" text,
	"response" jsonb,
	"moved" boolean DEFAULT false NOT NULL,
	"rolled_back_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seamless_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"game_type" text NOT NULL,
	"currency" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seamless_calls" ADD CONSTRAINT "seamless_calls_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seamless_tokens" ADD CONSTRAINT "seamless_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_rounds_session" ON "provider_rounds" USING btree ("session_hash","created_at");--> statement-breakpoint
CREATE INDEX "recent_games_member_launched" ON "recent_games" USING btree ("member_id","launched_at");--> statement-breakpoint
CREATE UNIQUE INDEX "seamless_calls_vendor_request" ON "seamless_calls" USING btree ("vendor_code","request_id");--> statement-breakpoint
CREATE INDEX "seamless_calls_round" ON "seamless_calls" USING btree ("vendor_code","round_id");--> statement-breakpoint
CREATE INDEX "seamless_tokens_member" ON "seamless_tokens" USING btree ("member_id");