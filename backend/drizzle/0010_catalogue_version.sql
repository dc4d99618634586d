CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"bumped_by" bigint,
	CONSTRAINT "catalogue_version_single_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
-- The catalogue result cache (modules/projects/catalogue-cache.ts) serves an answer while this
-- version is the one it was read at. The triggers below bump it in every transaction that writes
-- what a catalogue answer shows; they are deferred to commit so the new version becomes visible
-- with the write, and a transaction takes the row's lock last (no lock-order deadlocks) and bumps
-- once however many rows it writes.
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1, "bumped_by" = txid_current()
    WHERE "bumped_by" IS DISTINCT FROM txid_current();
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "projects_bump_catalogue_version"
  AFTER INSERT OR UPDATE OR DELETE ON "projects"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "projects_truncate_bumps_catalogue_version"
  AFTER TRUNCATE ON "projects"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
-- An owner's card: the columns presented by modules/projects/present.ts (toOwnerCard).
CREATE CONSTRAINT TRIGGER "users_bump_catalogue_version"
  AFTER UPDATE OF "first_name", "last_name", "organization", "profile_image_url", "profile_visibility" ON "users"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW
  WHEN (
    OLD."first_name" IS DISTINCT FROM NEW."first_name"
    OR OLD."last_name" IS DISTINCT FROM NEW."last_name"
    OR OLD."organization" IS DISTINCT FROM NEW."organization"
    OR OLD."profile_image_url" IS DISTINCT FROM NEW."profile_image_url"
    OR OLD."profile_visibility" IS DISTINCT FROM NEW."profile_visibility"
  )
  EXECUTE FUNCTION "bump_catalogue_version"();
