CREATE TABLE "red_envelope_opens" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"turnover_required" bigint NOT NULL,
	"bonus_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "red_envelope_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"pool" bigint NOT NULL,
	"envelopes" integer NOT NULL,
	"min_amount" bigint NOT NULL,
	"turnover_multiple" integer NOT NULL,
	"expiry_days" integer NOT NULL,
	"agents" boolean DEFAULT false NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"opened" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"schedule_id" integer,
	"schedule_day" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "red_envelope_rounds_fair" CHECK ("red_envelope_rounds"."pool" >= "red_envelope_rounds"."envelopes" * "red_envelope_rounds"."min_amount"),
	CONSTRAINT "red_envelope_rounds_kept" CHECK ("red_envelope_rounds"."paid" <= "red_envelope_rounds"."pool" and "red_envelope_rounds"."opened" <= "red_envelope_rounds"."envelopes")
);
--> statement-breakpoint
CREATE TABLE "red_envelope_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"start_minute" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"pool" bigint NOT NULL,
	"envelopes" integer NOT NULL,
	"min_amount" bigint NOT NULL,
	"turnover_multiple" integer NOT NULL,
	"expiry_days" integer NOT NULL,
	"agents" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "red_envelope_schedules_fair" CHECK ("red_envelope_schedules"."pool" >= "red_envelope_schedules"."envelopes" * "red_envelope_schedules"."min_amount")
);
--> statement-breakpoint
ALTER TABLE "red_envelope_opens" ADD CONSTRAINT "red_envelope_opens_round_id_red_envelope_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."red_envelope_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelope_opens" ADD CONSTRAINT "red_envelope_opens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelope_opens" ADD CONSTRAINT "red_envelope_opens_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelope_rounds" ADD CONSTRAINT "red_envelope_rounds_schedule_id_red_envelope_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."red_envelope_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "red_envelope_opens_once" ON "red_envelope_opens" USING btree ("round_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "red_envelope_opens_request" ON "red_envelope_opens" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "red_envelope_rounds_ending" ON "red_envelope_rounds" USING btree ("ends_at") WHERE "red_envelope_rounds"."state" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "red_envelope_rounds_scheduled" ON "red_envelope_rounds" USING btree ("schedule_id","schedule_day");