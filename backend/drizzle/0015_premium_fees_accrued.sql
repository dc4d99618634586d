ALTER TABLE "projects" ADD COLUMN "premium_fees_accrued" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "projects_premium_accrued_idx" ON "projects" USING btree ("premium_fees_accrued") WHERE "projects"."premium_fees_accrued" > 0;--> statement-breakpoint
-- A premium listing accrues its daily fee only while it is in the catalogue (catalogueVisibility
-- in db/schema/projects.ts: active, public, not rejected). Until now a listing kept accruing when
-- archived, made private or unlisted, rejected, or its owner's account was deleted; when each
-- left the catalogue was never recorded, so what such a listing accrued up to now is kept as it
-- stood, and it accrues no more until it is back.
UPDATE "projects"
  SET "premium_fees_accrued" = coalesce("listing_price", 0)
        * floor(extract(epoch from now() - "premium_since") / 86400),
      "premium_since" = NULL
  WHERE "premium_since" IS NOT NULL
    AND NOT ("is_premium_listing" AND "listing_price" IS NOT NULL AND "is_active"
             AND "visibility" = 'public' AND "review_status" <> 'rejected');--> statement-breakpoint
-- Whoever writes a listing's terms (its owner's edit, archive or restore, an admin's decision,
-- an account's deletion), a change that stops it accruing or changes its price closes the open
-- period: its full days at the old price join premium_fees_accrued, and a new period starts now
-- if the listing still accrues. premium_since is null exactly while it accrues nothing.
CREATE FUNCTION "settle_premium_fee"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  accruing boolean := NEW."is_premium_listing" AND NEW."listing_price" IS NOT NULL
    AND NEW."is_active" AND NEW."visibility" = 'public' AND NEW."review_status" <> 'rejected';
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW."premium_since" := CASE WHEN accruing THEN coalesce(NEW."premium_since", now()) END;
  ELSIF OLD."premium_since" IS NOT NULL AND accruing
        AND NEW."listing_price" = OLD."listing_price" THEN
    NEW."premium_since" := coalesce(NEW."premium_since", OLD."premium_since");
  ELSE
    IF OLD."premium_since" IS NOT NULL THEN
      NEW."premium_fees_accrued" := NEW."premium_fees_accrued" + OLD."listing_price"
        * floor(extract(epoch from now() - OLD."premium_since") / 86400);
    END IF;
    NEW."premium_since" := CASE WHEN accruing THEN now() END;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "projects_settle_premium_fee"
  BEFORE INSERT OR UPDATE OF "is_premium_listing", "listing_price", "is_active", "visibility", "review_status"
  ON "projects"
  FOR EACH ROW EXECUTE FUNCTION "settle_premium_fee"();
