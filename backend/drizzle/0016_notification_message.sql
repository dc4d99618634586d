ALTER TABLE "notifications" ADD COLUMN "message_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A message notification was written by the same statement as its message (one now()), for the
-- receiver and leading to the sender's conversation: that is how the earlier ones are linked.
UPDATE "notifications" AS n
  SET "message_id" = m."id"
  FROM "messages" AS m
  WHERE n."type" = 'message'
    AND n."user_id" = m."receiver_id"
    AND n."action_url" = '/messages?user=' || m."sender_id"
    AND n."created_at" = m."created_at";
