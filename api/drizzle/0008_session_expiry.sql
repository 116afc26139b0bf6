ALTER TABLE "auth_tokens" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
UPDATE "auth_tokens" SET "last_used_at" = "created_at";--> statement-breakpoint
ALTER TABLE "auth_tokens" ALTER COLUMN "last_used_at" SET NOT NULL;
