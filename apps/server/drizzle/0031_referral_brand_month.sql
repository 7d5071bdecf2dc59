-- hand-written below
-- The monthly cap counts the brand's calendar months, not UTC's: a GMT+8 brand's month starts at its
-- own midnight (the referral page reads the same month). Only the month's name changes.
CREATE OR REPLACE FUNCTION referral_count(friend integer, deposit_delta bigint, wager_delta bigint) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  f referral_friends%ROWTYPE;
  r referral_rules%ROWTYPE;
  -- The brand's calendar month (decision 0246): its time zone's offset from the brand settings, or the
  -- settings' default (settingDefaults.brand, GMT+8) while none is stored, as the service reads it.
  this_month text := to_char(
    now() AT TIME ZONE 'UTC' + make_interval(mins => coalesce(
      (SELECT (value->>'timeZoneOffsetMinutes')::integer FROM site_settings WHERE key = 'brand'), 480)),
    'YYYY-MM');
  counted integer;
BEGIN
  UPDATE referral_friends SET deposited = deposited + deposit_delta, wagered = wagered + wager_delta
  WHERE friend_id = friend AND state = 'registered' AND now() <= qualify_by
  RETURNING * INTO f;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  SELECT * INTO r FROM referral_rules WHERE id = 1 AND enabled;
  IF NOT FOUND OR f.deposited < r.min_deposit OR f.wagered < r.min_wagering THEN
    RETURN;
  END IF;
  counted := NULL;
  IF r.monthly_cap > 0 THEN
    INSERT INTO referral_months AS m (referrer_id, month, rewarded) VALUES (f.referrer_id, this_month, 1)
    ON CONFLICT (referrer_id, month) DO UPDATE SET rewarded = m.rewarded + 1 WHERE m.rewarded < r.monthly_cap
    RETURNING m.rewarded INTO counted;
  END IF;
  IF counted IS NULL THEN
    UPDATE referral_friends SET state = 'capped', qualified_at = now() WHERE friend_id = friend;
    RETURN;
  END IF;
  UPDATE referral_friends
  SET state = 'qualified', qualified_at = now(), referrer_reward = r.referrer_reward,
      friend_reward = r.friend_reward, wagering_multiple = r.wagering_multiple
  WHERE friend_id = friend;
  UPDATE referral_referrers SET qualified = qualified + 1 WHERE referrer_id = f.referrer_id;
END;
$$;
