DROP INDEX "projects_catalogue_idx";--> statement-breakpoint
DROP INDEX "projects_category_idx";--> statement-breakpoint
DROP INDEX "projects_search_idx";--> statement-breakpoint
CREATE INDEX "projects_visible_recent_idx" ON "projects" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "projects"."is_active" and "projects"."visibility" = 'public' and "projects"."review_status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "projects_visible_category_idx" ON "projects" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "projects"."is_active" and "projects"."visibility" = 'public' and "projects"."review_status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "projects_visible_stage_idx" ON "projects" USING btree ("stage","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "projects"."is_active" and "projects"."visibility" = 'public' and "projects"."review_status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "projects_visible_trl_idx" ON "projects" USING btree ("trl_level") WHERE "projects"."is_active" and "projects"."visibility" = 'public' and "projects"."review_status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "projects_visible_funding_idx" ON "projects" USING btree ("funding_required" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "projects"."is_active" and "projects"."visibility" = 'public' and "projects"."review_status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "projects_title_trgm_idx" ON "projects" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gin ("search_vector") WITH (fastupdate=false);