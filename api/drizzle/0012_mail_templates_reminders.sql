CREATE TABLE "agenda_reminders" (
	"event_id" integer NOT NULL,
	"day" date NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agenda_reminders_event_id_day_pk" PRIMARY KEY("event_id","day")
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "list_unsubscribe" text;--> statement-breakpoint
ALTER TABLE "agenda_reminders" ADD CONSTRAINT "agenda_reminders_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_reminders" ADD CONSTRAINT "agenda_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;