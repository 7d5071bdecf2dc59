CREATE TABLE "agent_contract_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_contract_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"event" text NOT NULL,
	"by" text NOT NULL,
	"actor_id" integer,
	"operator" text,
	"reason" text,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_contract_payouts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_contract_payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"basis" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"state" text NOT NULL,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "agent_contract_payouts_amount" CHECK ("agent_contract_payouts"."amount" >= 0),
	CONSTRAINT "agent_contract_payouts_period_order" CHECK ("agent_contract_payouts"."period_end" > "agent_contract_payouts"."period_start")
);
--> statement-breakpoint
CREATE TABLE "agent_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"upline_id" integer,
	"downline_id" integer NOT NULL,
	"terms" jsonb NOT NULL,
	"rate" integer NOT NULL,
	"state" text DEFAULT 'offered' NOT NULL,
	"request_id" text NOT NULL,
	"operator" text,
	"offered_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_by" text,
	"end_reason" text,
	"note" text DEFAULT '' NOT NULL,
	"ended_by_contract_id" integer,
	CONSTRAINT "agent_contracts_rate" CHECK ("agent_contracts"."rate" between 0 and 10000),
	CONSTRAINT "agent_contracts_state" CHECK ("agent_contracts"."state" in ('offered', 'accepted', 'rejected', 'terminated')),
	CONSTRAINT "agent_contracts_kind" CHECK ("agent_contracts"."kind" in ('dividend', 'dailySalary', 'hourlySalary', 'realTimeSalary')),
	CONSTRAINT "agent_contracts_parties" CHECK ("agent_contracts"."upline_id" is distinct from "agent_contracts"."downline_id")
);
--> statement-breakpoint
ALTER TABLE "agent_contract_events" ADD CONSTRAINT "agent_contract_events_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_events" ADD CONSTRAINT "agent_contract_events_actor_id_members_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_payouts" ADD CONSTRAINT "agent_contract_payouts_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_payouts" ADD CONSTRAINT "agent_contract_payouts_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_downline_id_members_id_fk" FOREIGN KEY ("downline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_contract_events_contract" ON "agent_contract_events" USING btree ("contract_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contract_payouts_period" ON "agent_contract_payouts" USING btree ("contract_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_offer" ON "agent_contracts" USING btree ("downline_id","kind") WHERE "agent_contracts"."state" = 'offered';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_in_force" ON "agent_contracts" USING btree ("downline_id","kind") WHERE "agent_contracts"."state" = 'accepted';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_request" ON "agent_contracts" USING btree (coalesce("upline_id", 0),"request_id");--> statement-breakpoint
CREATE INDEX "agent_contracts_upline" ON "agent_contracts" USING btree ("upline_id","kind","state");--> statement-breakpoint
CREATE INDEX "agent_contracts_downline" ON "agent_contracts" USING btree ("downline_id","id");