CREATE TABLE "ai_token_usage" (
	"scope" text NOT NULL,
	"day" date NOT NULL,
	"tokens" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ai_token_usage_scope_day_pk" PRIMARY KEY("scope","day")
);
