-- institution_accounts.seats_held follows institution_seats, row by row (docs/product/institutions.md#institution-accounts). The UPDATE
-- takes the institution's row lock, so concurrent acceptances queue on it, and the check
-- institution_accounts_seats_within_count refuses the one that would pass the seat count.
CREATE FUNCTION "institution_seats_held"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "institution_accounts" SET "seats_held" = "seats_held" + 1 WHERE "id" = NEW."institution_id";
    RETURN NEW;
  END IF;
  UPDATE "institution_accounts" SET "seats_held" = "seats_held" - 1 WHERE "id" = OLD."institution_id";
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "institution_seats_held_count" AFTER INSERT OR DELETE ON "institution_seats" FOR EACH ROW EXECUTE FUNCTION "institution_seats_held"();
