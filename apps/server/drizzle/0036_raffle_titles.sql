ALTER TABLE "raffles" ALTER COLUMN "title" SET DATA TYPE jsonb USING jsonb_build_object('EN', "title");--> statement-breakpoint
-- A raffle's one title is its title in the brand's default language, the one its operator wrote it for.
UPDATE "raffles" SET "title" = jsonb_build_object(coalesce((SELECT "value"->>'defaultLanguage' FROM "site_settings" WHERE "key" = 'brand'), 'EN'), "title"->>'EN');--> statement-breakpoint
