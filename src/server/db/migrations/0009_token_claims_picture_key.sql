ALTER TABLE "users" ADD COLUMN "photo_key" text;--> statement-breakpoint
-- Issue 22: rows made before the claims of sign-in tokens were checked (identity/token-claims.ts).
-- Pictures this server stored get their key, so that uploads remove them and only them from now on.
-- Only a URL of the exact shape it hands out, inside the golfer's own folder, is taken: the worst a
-- planted URL could do is name one of that golfer's own files.
UPDATE "users" SET "photo_key" = substr("photo_url", length('/api/files/') + 1)
  WHERE "photo_url" ~ ('^/api/files/avatars/' || "id"::text || '/[A-Za-z0-9_-]+\.webp$');--> statement-breakpoint
-- Any other picture URL stays only when it is an https avatar of the identity provider.
UPDATE "users" SET "photo_url" = NULL
  WHERE "photo_url" IS NOT NULL AND "photo_key" IS NULL
    AND ("photo_url" !~ '^https://lh[3-6]\.googleusercontent\.com/' OR "photo_url" ~ '[[:cntrl:][:space:]]');--> statement-breakpoint
-- Names get the rules of shared/domain/person-name.ts: bidirectional controls dropped, each run of
-- control characters or line breaks one space, trimmed; a display name left empty becomes the default.
UPDATE "users" SET
  "display_name" = btrim(regexp_replace(regexp_replace("display_name", '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]', '', 'g'), '\s*[\u0001-\u001F\u007F-\u009F\u2028\u2029]+\s*', ' ', 'g')),
  "full_name" = btrim(regexp_replace(regexp_replace("full_name", '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]', '', 'g'), '\s*[\u0001-\u001F\u007F-\u009F\u2028\u2029]+\s*', ' ', 'g'))
  WHERE "display_name" ~ '[\u0001-\u001F\u007F-\u009F\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]'
     OR "full_name" ~ '[\u0001-\u001F\u007F-\u009F\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]';--> statement-breakpoint
UPDATE "users" SET "display_name" = 'Golfer ' || (1000 + floor(random() * 9000))::int WHERE "display_name" = '';--> statement-breakpoint
UPDATE "users" SET "full_name" = NULL WHERE "full_name" = '';
