import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_webhook_endpoints_events" AS ENUM('submission.created', 'submission.updated', 'draft.abandoned', 'booking.created', 'booking.cancelled', 'person.erased');
  CREATE TYPE "public"."enum_webhook_endpoints_status" AS ENUM('healthy', 'failing');
  CREATE TYPE "public"."enum_webhook_deliveries_type" AS ENUM('submission.created', 'submission.updated', 'draft.abandoned', 'booking.created', 'booking.cancelled', 'person.erased', 'test');
  CREATE TYPE "public"."enum_webhook_deliveries_status" AS ENUM('pending', 'delivered', 'failed', 'withheld');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendWebhook' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendWebhook' BEFORE 'schedulePublish';
  CREATE TABLE "webhook_endpoints_events" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_webhook_endpoints_events",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "webhook_endpoints" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar NOT NULL,
  	"active" boolean DEFAULT true,
  	"status" "enum_webhook_endpoints_status" DEFAULT 'healthy',
  	"consecutive_failures" numeric DEFAULT 0,
  	"secret_shown_at" timestamp(3) with time zone,
  	"secret_sealed" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "webhook_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"endpoint_id" integer NOT NULL,
  	"type" "enum_webhook_deliveries_type" NOT NULL,
  	"status" "enum_webhook_deliveries_status" DEFAULT 'pending' NOT NULL,
  	"message_id" varchar NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"response_code" numeric,
  	"last_error" varchar,
  	"payload" jsonb,
  	"submission_id" integer,
  	"email" varchar,
  	"last_attempt_at" timestamp(3) with time zone,
  	"delivered_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "onboarding_drafts" ADD COLUMN "mail_abandoned_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "webhook_endpoints_id" integer;
  ALTER TABLE "webhook_endpoints_events" ADD CONSTRAINT "webhook_endpoints_events_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_submission_id_onboarding_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."onboarding_submissions"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "webhook_endpoints_events_order_idx" ON "webhook_endpoints_events" USING btree ("order");
  CREATE INDEX "webhook_endpoints_events_parent_idx" ON "webhook_endpoints_events" USING btree ("parent_id");
  CREATE INDEX "webhook_endpoints_updated_at_idx" ON "webhook_endpoints" USING btree ("updated_at");
  CREATE INDEX "webhook_endpoints_created_at_idx" ON "webhook_endpoints" USING btree ("created_at");
  CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id");
  CREATE INDEX "webhook_deliveries_status_idx" ON "webhook_deliveries" USING btree ("status");
  CREATE UNIQUE INDEX "webhook_deliveries_message_id_idx" ON "webhook_deliveries" USING btree ("message_id");
  CREATE INDEX "webhook_deliveries_submission_idx" ON "webhook_deliveries" USING btree ("submission_id");
  CREATE INDEX "webhook_deliveries_email_idx" ON "webhook_deliveries" USING btree ("email");
  CREATE INDEX "webhook_deliveries_last_attempt_at_idx" ON "webhook_deliveries" USING btree ("last_attempt_at");
  CREATE INDEX "webhook_deliveries_delivered_at_idx" ON "webhook_deliveries" USING btree ("delivered_at");
  CREATE INDEX "webhook_deliveries_updated_at_idx" ON "webhook_deliveries" USING btree ("updated_at");
  CREATE INDEX "webhook_deliveries_created_at_idx" ON "webhook_deliveries" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_webhook_endpoints_fk" FOREIGN KEY ("webhook_endpoints_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_webhook_endpoints_id_idx" ON "payload_locked_documents_rels" USING btree ("webhook_endpoints_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "webhook_endpoints_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "webhook_endpoints" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "webhook_deliveries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "webhook_endpoints_events" CASCADE;
  DROP TABLE "webhook_endpoints" CASCADE;
  DROP TABLE "webhook_deliveries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_webhook_endpoints_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendBrief', 'sendConfirmation', 'acknowledgeComplaint', 'endOffer', 'sendPasswordReset', 'applyRetention', 'sendDraftEmail', 'remindDrafts', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendBrief', 'sendConfirmation', 'acknowledgeComplaint', 'endOffer', 'sendPasswordReset', 'applyRetention', 'sendDraftEmail', 'remindDrafts', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_webhook_endpoints_id_idx";
  ALTER TABLE "onboarding_drafts" DROP COLUMN "mail_abandoned_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "webhook_endpoints_id";
  DROP TYPE "public"."enum_webhook_endpoints_events";
  DROP TYPE "public"."enum_webhook_endpoints_status";
  DROP TYPE "public"."enum_webhook_deliveries_type";
  DROP TYPE "public"."enum_webhook_deliveries_status";`)
}
