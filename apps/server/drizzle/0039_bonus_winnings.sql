ALTER TABLE "bonuses" ADD COLUMN "winnings" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bonuses" ADD COLUMN "forfeits_winnings" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reward_activities" ADD COLUMN "forfeit_winnings" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A settled round counts toward its member's active bonuses as before (decision 0239), and now also
-- adds its net result (payout minus stake) to every one of them (decision 0280): what each bonus won
-- while it was active, kept here in the round's transaction so ending a bonus early reads one row.
-- Only bonuses paid before the round was placed count it, as for wagering; a bonus ended before the
-- round settled is no longer active and is left alone. Rounds with a payout and no stake (a vendor's
-- free round) are winnings too. Bonuses are locked in id order after the wallet, as before.
CREATE OR REPLACE FUNCTION bets_wagering() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stake_left bigint := NEW.stake;
  net bigint := NEW.payout - NEW.stake;
  percent integer;
  counted bigint;
  need bigint;
  total bigint := 0;
  b record;
BEGIN
  IF NEW.status <> 'SETTLED' OR (NEW.stake <= 0 AND NEW.payout <= 0) OR (TG_OP = 'UPDATE' AND OLD.status = 'SETTLED') THEN
    RETURN NULL;
  END IF;
  -- Most rounds are of members without a bonus: one primary-key probe, and done. An active bonus
  -- always has wagering open (one with none completes when paid), so this finds every such member.
  IF NOT EXISTS (SELECT 1 FROM bonus_wagering WHERE member_id = NEW.member_id AND remaining > 0) THEN
    RETURN NULL;
  END IF;
  FOR b IN
    SELECT id, turnover_required, turnover_done, contributions FROM bonuses
    WHERE member_id = NEW.member_id AND state = 'active' AND created_at <= NEW.placed_at
    ORDER BY id FOR UPDATE
  LOOP
    counted := 0;
    percent := coalesce((b.contributions ->> NEW.game_type)::integer, 0);
    IF stake_left > 0 AND percent > 0 THEN
      need := b.turnover_required - b.turnover_done;
      counted := least(stake_left * percent / 100, need);
      IF counted >= need THEN
        -- The part of the stake this bonus used; the rest counts for the next one.
        stake_left := stake_left - (need * 100 + percent - 1) / percent;
      ELSE
        stake_left := 0;
      END IF;
    END IF;
    CONTINUE WHEN counted = 0 AND net = 0;
    UPDATE bonuses SET
      turnover_done = turnover_done + counted,
      winnings = winnings + net,
      state = CASE WHEN turnover_done + counted >= turnover_required THEN 'completed' ELSE state END,
      ended_at = CASE WHEN turnover_done + counted >= turnover_required THEN now() ELSE ended_at END
    WHERE id = b.id;
    total := total + counted;
  END LOOP;
  IF total > 0 THEN
    UPDATE bonus_wagering SET remaining = remaining - total WHERE member_id = NEW.member_id;
  END IF;
  RETURN NULL;
END;
$$;
