CREATE TABLE "api_rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "guide_id" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "project" jsonb;