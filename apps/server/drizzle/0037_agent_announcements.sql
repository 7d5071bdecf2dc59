CREATE TABLE "agent_announcement_counts" (
	"audience" integer PRIMARY KEY NOT NULL,
	"live" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_announcement_counts_not_negative" CHECK ("agent_announcement_counts"."live" >= 0)
);
--> statement-breakpoint
CREATE TABLE "agent_announcement_read_counts" (
	"member_id" integer NOT NULL,
	"audience" integer NOT NULL,
	"read" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_announcement_read_counts_member_id_audience_pk" PRIMARY KEY("member_id","audience"),
	CONSTRAINT "agent_announcement_read_counts_not_negative" CHECK ("agent_announcement_read_counts"."read" >= 0)
);
--> statement-breakpoint
CREATE TABLE "agent_announcement_reads" (
	"announcement_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_announcement_reads_announcement_id_member_id_pk" PRIMARY KEY("announcement_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "agent_announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"audience" integer DEFAULT 0 NOT NULL,
	"published_by" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "agent_announcement_read_counts" ADD CONSTRAINT "agent_announcement_read_counts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_announcement_reads" ADD CONSTRAINT "agent_announcement_reads_announcement_id_agent_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."agent_announcements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_announcement_reads" ADD CONSTRAINT "agent_announcement_reads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_announcements_live" ON "agent_announcements" USING btree ("audience","id") WHERE "agent_announcements"."withdrawn_at" is null;