CREATE TABLE "inspiration_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"items" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "inspiration_cache_expires_idx" ON "inspiration_cache" USING btree ("expires_at");