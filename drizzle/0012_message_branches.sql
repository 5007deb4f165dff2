ALTER TABLE "conversations" ADD COLUMN "active_leaf_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "depth" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_parent_id_messages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_parent_idx" ON "messages" USING btree ("parent_id");--> statement-breakpoint
-- Conversations stored before branches were one line: each message follows the one before it.
WITH ordered AS (
	SELECT "id",
		lag("id") OVER w AS "parent_id",
		(row_number() OVER w - 1)::int AS "depth"
	FROM "messages"
	WINDOW w AS (PARTITION BY "conversation_id" ORDER BY "created_at", "id")
)
UPDATE "messages" SET "parent_id" = ordered."parent_id", "depth" = ordered."depth"
FROM ordered WHERE "messages"."id" = ordered."id";--> statement-breakpoint
UPDATE "conversations" SET "active_leaf_id" = (
	SELECT "id" FROM "messages" WHERE "messages"."conversation_id" = "conversations"."id"
	ORDER BY "created_at" DESC, "id" DESC LIMIT 1
);
