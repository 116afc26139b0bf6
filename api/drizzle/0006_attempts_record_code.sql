-- Wrong shared-record codes now count in login_attempts (scope 'record-code'), with the other limits.
INSERT INTO "login_attempts" ("scope", "key", "created_at") SELECT 'record-code', 'user:' || "user_id", "created_at" FROM "record_open_failures";--> statement-breakpoint
DROP TABLE "record_open_failures" CASCADE;
