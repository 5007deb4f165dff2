CREATE TABLE "pro_connect_waitlist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"professional" text,
	"session_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pro_connect_waitlist_email_unique" UNIQUE("email")
);
