-- Custom SQL migration file, put your code below! ---- The profile is the one source of a person's name; the auth account's copy follows it.
UPDATE "users" SET "name" = trim("profiles"."first_name" || ' ' || "profiles"."last_name")
FROM "profiles"
WHERE "profiles"."user_id" = "users"."id"
  AND "users"."name" IS DISTINCT FROM trim("profiles"."first_name" || ' ' || "profiles"."last_name");
