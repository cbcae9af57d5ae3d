CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- array_to_string is only STABLE (element output functions could depend on settings); for text[]
-- it cannot change, so this wrapper is declared IMMUTABLE and may be indexed.
CREATE OR REPLACE FUNCTION merchant_cuisines_text(cuisines text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string(cuisines, ' ') $$;--> statement-breakpoint
CREATE INDEX "merchants_name_trgm_idx" ON "merchants" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "merchants_cuisines_trgm_idx" ON "merchants" USING gin (merchant_cuisines_text("cuisines") gin_trgm_ops);
