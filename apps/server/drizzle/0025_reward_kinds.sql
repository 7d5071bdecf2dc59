CREATE TABLE "operator_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"operator" text NOT NULL,
	"command" text NOT NULL,
	"argv" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"message" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_application_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reward_activities" ADD COLUMN "settled_through" text;--> statement-breakpoint
ALTER TABLE "reward_entries" ADD COLUMN "streak" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reward_entries" ADD COLUMN "remark" text;--> statement-breakpoint
ALTER TABLE "reward_entries" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "reward_entries" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reward_application_images" ADD CONSTRAINT "reward_application_images_entry_id_reward_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."reward_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_actions_at" ON "operator_actions" USING btree ("at");--> statement-breakpoint
CREATE INDEX "reward_application_images_entry" ON "reward_application_images" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "reward_entries_applying" ON "reward_entries" USING btree ("activity_id","id") WHERE "reward_entries"."status" = 'applying';
--> statement-breakpoint
-- The rule names its kind from now on (decision 0244), so the contract can tell the kinds' rules apart.
UPDATE "reward_activities" SET "rule" = "rule" || jsonb_build_object('kind', "kind");
