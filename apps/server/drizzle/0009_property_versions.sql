CREATE TABLE "property_versions" (
	"owner_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Raised by the database, not by the code, so that no way of writing a property can forget it (ADR 0016). The
-- notification (delivered at commit, and not at all on a rollback) lets the embedded PGlite, where this process is
-- the only writer, follow the versions without reading them.
CREATE FUNCTION "bump_property_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		INSERT INTO "property_versions" AS v ("owner_id", "version") VALUES (OLD."owner_id", 1)
			ON CONFLICT ("owner_id") DO UPDATE SET "version" = v."version" + 1;
		PERFORM pg_notify('property_versions', OLD."owner_id");
	END IF;
	IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."owner_id" IS DISTINCT FROM OLD."owner_id") THEN
		INSERT INTO "property_versions" AS v ("owner_id", "version") VALUES (NEW."owner_id", 1)
			ON CONFLICT ("owner_id") DO UPDATE SET "version" = v."version" + 1;
		PERFORM pg_notify('property_versions', NEW."owner_id");
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "properties_bump_version" AFTER INSERT OR UPDATE OR DELETE ON "properties"
	FOR EACH ROW EXECUTE FUNCTION "bump_property_version"();
