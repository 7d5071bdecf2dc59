-- Content lists (banners by group, notices by type, promotions) read one indexed query in any language (docs/decisions.md, Languages).
CREATE INDEX "announcements_type" ON "announcements" USING btree ("type","execution","sort");--> statement-breakpoint
CREATE INDEX "banners_group" ON "banners" USING btree ("group_name","sort","id");--> statement-breakpoint
CREATE INDEX "promotions_sort" ON "promotions" USING btree ("sort","id");