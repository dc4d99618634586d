ALTER TYPE "public"."collaboration_status" ADD VALUE 'ended';--> statement-breakpoint
ALTER TYPE "public"."collaboration_step" ADD VALUE 'ended';