ALTER TABLE "outbox_emails" ADD COLUMN "sealed_secrets" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "secrets_withheld" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_emails_created_at_idx" ON "outbox_emails" USING btree ("created_at");--> statement-breakpoint
UPDATE "outbox_emails" SET
  "body" = regexp_replace(
    regexp_replace("body", '^Password: \S+$', 'Password: {{password}}', 'gn'),
    '([?&]token=)[0-9a-f]+', '\1{{token}}', 'g'),
  "secrets_withheld" = true
WHERE "body" ~ '(^|\n)Password: \S' OR "body" ~ '[?&]token=[0-9a-f]';
