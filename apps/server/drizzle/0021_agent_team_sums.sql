-- An agent's team kept summed as it changes (docs/decisions/0214): counts by level and type, registrations
-- per quarter hour and the main wallets' sum in 16 shards, so the team overview reads a few rows.
CREATE TABLE "agent_team_balances" (
	"agent_id" integer NOT NULL,
	"shard" smallint NOT NULL,
	"balance" bigint NOT NULL,
	CONSTRAINT "agent_team_balances_agent_id_shard_pk" PRIMARY KEY("agent_id","shard")
);
--> statement-breakpoint
CREATE TABLE "agent_team_counts" (
	"agent_id" integer NOT NULL,
	"direct" boolean NOT NULL,
	"type" integer NOT NULL,
	"accounts" integer NOT NULL,
	CONSTRAINT "agent_team_counts_agent_id_direct_type_pk" PRIMARY KEY("agent_id","direct","type")
);
--> statement-breakpoint
CREATE TABLE "agent_team_joins" (
	"agent_id" integer NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"accounts" integer NOT NULL,
	CONSTRAINT "agent_team_joins_agent_id_slot_pk" PRIMARY KEY("agent_id","slot")
);
--> statement-breakpoint
ALTER TABLE "agent_team_balances" ADD CONSTRAINT "agent_team_balances_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_team_counts" ADD CONSTRAINT "agent_team_counts_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_team_joins" ADD CONSTRAINT "agent_team_joins_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO agent_team_counts (agent_id, direct, type, accounts)
SELECT a.ancestor_id, a.depth = 1, m.type, count(*) FROM member_ancestors a JOIN members m ON m.id = a.member_id
GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO agent_team_joins (agent_id, slot, accounts)
SELECT a.ancestor_id, date_bin('15 minutes', m.created_at, timestamptz '2000-01-01 00:00:00+00'), count(*)
FROM member_ancestors a JOIN members m ON m.id = a.member_id GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO agent_team_balances (agent_id, shard, balance)
SELECT a.ancestor_id, w.id % 16, sum(w.balance) FROM member_ancestors a
JOIN ledger_accounts w ON w.member_id = a.member_id AND w.kind = 'MAIN' AND w.vendor_code = ''
GROUP BY 1, 2;--> statement-breakpoint
-- A new member counts for each of its ancestors, at the insert that makes it their descendant. One
-- statement per member (members_ancestors), its rows added in key order so two registrations under
-- the same agents take the rows' locks in the same order.
CREATE FUNCTION member_ancestors_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO agent_team_counts AS c (agent_id, direct, type, accounts)
  SELECT a.ancestor_id, a.depth = 1, m.type, count(*) FROM added a JOIN members m ON m.id = a.member_id
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (agent_id, direct, type) DO UPDATE SET accounts = c.accounts + excluded.accounts;
  INSERT INTO agent_team_joins AS j (agent_id, slot, accounts)
  SELECT a.ancestor_id, date_bin('15 minutes', m.created_at, timestamptz '2000-01-01 00:00:00+00'), count(*)
  FROM added a JOIN members m ON m.id = a.member_id
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (agent_id, slot) DO UPDATE SET accounts = j.accounts + excluded.accounts;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER member_ancestors_counted AFTER INSERT ON member_ancestors REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION member_ancestors_counted();--> statement-breakpoint
-- A member whose type or registration time changes (an operator's correction, a test's clock) moves
-- from one count to the other at each of its ancestors.
CREATE FUNCTION members_recounted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.type IS DISTINCT FROM OLD.type THEN
    UPDATE agent_team_counts c SET accounts = c.accounts - 1 FROM member_ancestors a
    WHERE a.member_id = NEW.id AND c.agent_id = a.ancestor_id AND c.direct = (a.depth = 1) AND c.type = OLD.type;
    INSERT INTO agent_team_counts AS c (agent_id, direct, type, accounts)
    SELECT a.ancestor_id, a.depth = 1, NEW.type, 1 FROM member_ancestors a WHERE a.member_id = NEW.id ORDER BY 1
    ON CONFLICT (agent_id, direct, type) DO UPDATE SET accounts = c.accounts + 1;
  END IF;
  IF NEW.created_at IS DISTINCT FROM OLD.created_at THEN
    UPDATE agent_team_joins j SET accounts = j.accounts - 1 FROM member_ancestors a
    WHERE a.member_id = NEW.id AND j.agent_id = a.ancestor_id
      AND j.slot = date_bin('15 minutes', OLD.created_at, timestamptz '2000-01-01 00:00:00+00');
    INSERT INTO agent_team_joins AS j (agent_id, slot, accounts)
    SELECT a.ancestor_id, date_bin('15 minutes', NEW.created_at, timestamptz '2000-01-01 00:00:00+00'), 1
    FROM member_ancestors a WHERE a.member_id = NEW.id ORDER BY 1
    ON CONFLICT (agent_id, slot) DO UPDATE SET accounts = j.accounts + 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER members_recounted AFTER UPDATE OF type, created_at ON members FOR EACH ROW
  WHEN (NEW.type IS DISTINCT FROM OLD.type OR NEW.created_at IS DISTINCT FROM OLD.created_at)
  EXECUTE FUNCTION members_recounted();--> statement-breakpoint
-- What a statement changes in members' main wallets, added to each ancestor's shard of the wallet. One
-- statement of ledger_post updates all of a posting's accounts, so a transfer inside a team nets out,
-- and the shards are taken in key order: two postings never wait for each other in opposite orders.
CREATE FUNCTION ledger_accounts_team_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO agent_team_balances AS b (agent_id, shard, balance)
  SELECT a.ancestor_id, n.id % 16, sum(n.balance - o.balance)
  FROM after_rows n
  JOIN before_rows o ON o.id = n.id
  JOIN member_ancestors a ON a.member_id = n.member_id
  WHERE n.kind = 'MAIN' AND n.vendor_code = '' AND n.balance <> o.balance
  GROUP BY 1, 2 HAVING sum(n.balance - o.balance) <> 0 ORDER BY 1, 2
  ON CONFLICT (agent_id, shard) DO UPDATE SET balance = b.balance + excluded.balance;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER ledger_accounts_team_balance AFTER UPDATE ON ledger_accounts
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_accounts_team_balance();
