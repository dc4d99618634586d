-- Account deletion now takes the account off every listing's team (privacy/teams.ts); accounts
-- deleted before then leave the teams they were on here.
UPDATE "projects" AS p
  SET "team_members" = (
    SELECT coalesce(jsonb_agg(t.m ORDER BY t.i), '[]'::jsonb)
    FROM jsonb_array_elements(p."team_members") WITH ORDINALITY AS t(m, i)
    WHERE NOT EXISTS (
      SELECT 1 FROM "users" AS u
      WHERE u."deleted_at" IS NOT NULL AND u."id"::text = t.m ->> 'userId'))
  WHERE EXISTS (
    SELECT 1
    FROM jsonb_array_elements(p."team_members") AS t(m)
    JOIN "users" AS u ON u."id"::text = t.m ->> 'userId'
    WHERE u."deleted_at" IS NOT NULL);
