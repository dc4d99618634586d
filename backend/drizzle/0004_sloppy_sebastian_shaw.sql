CREATE TABLE "upload_attachments" (
	"upload_id" uuid NOT NULL,
	"project_id" integer NOT NULL,
	CONSTRAINT "upload_attachments_upload_id_project_id_pk" PRIMARY KEY("upload_id","project_id")
);
--> statement-breakpoint
ALTER TABLE "upload_attachments" ADD CONSTRAINT "upload_attachments_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_attachments" ADD CONSTRAINT "upload_attachments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_attachments_project_idx" ON "upload_attachments" USING btree ("project_id");--> statement-breakpoint
-- Files already linked from their owner's listings are attached to them, as a save would do.
INSERT INTO "upload_attachments" ("upload_id", "project_id")
SELECT u."id", p."id" FROM "uploads" u JOIN "projects" p ON p."user_id" = u."owner_id"
WHERE p."header_image_url" = '/api/uploads/' || u."storage_name"
  OR p."media_carousel" @> jsonb_build_array(jsonb_build_object('url', '/api/uploads/' || u."storage_name"))
  OR p."research_papers" @> jsonb_build_array(jsonb_build_object('fileUrl', '/api/uploads/' || u."storage_name"))
  OR p."team_members" @> jsonb_build_array(jsonb_build_object('imageUrl', '/api/uploads/' || u."storage_name"))
ON CONFLICT DO NOTHING;
