import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_onboarding_drafts_status" AS ENUM('open', 'submitted', 'expired');
  CREATE TYPE "public"."enum_onboarding_drafts_variant" AS ENUM('full', 'quick');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendDraftEmail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'remindDrafts' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendDraftEmail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'remindDrafts' BEFORE 'schedulePublish';
  CREATE TABLE "onboarding_drafts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"email" varchar,
  	"company_name" varchar,
  	"steps_done" numeric NOT NULL,
  	"status" "enum_onboarding_drafts_status" DEFAULT 'open' NOT NULL,
  	"variant" "enum_onboarding_drafts_variant" DEFAULT 'full' NOT NULL,
  	"answers" jsonb,
  	"source" varchar,
  	"attribution_landing_page" varchar,
  	"attribution_referrer_host" varchar,
  	"attribution_utm_source" varchar,
  	"attribution_utm_medium" varchar,
  	"attribution_utm_campaign" varchar,
  	"attribution_utm_term" varchar,
  	"attribution_utm_content" varchar,
  	"attribution_pricing_page" varchar,
  	"attribution_currency" varchar,
  	"attribution_plan" varchar,
  	"offer" varchar,
  	"page" varchar,
  	"submission_id" integer,
  	"reference" varchar NOT NULL,
  	"last_saved_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone,
  	"reminders_sent" numeric DEFAULT 0,
  	"reminders_stopped_at" timestamp(3) with time zone,
  	"restricted" boolean DEFAULT false,
  	"privacy_notice_version" varchar,
  	"privacy_notice_published_at" timestamp(3) with time zone,
  	"revision" numeric DEFAULT 1 NOT NULL,
  	"mail_reminders_queued" numeric DEFAULT 0,
  	"mail_links_queued" numeric DEFAULT 0,
  	"mail_links_sent" numeric DEFAULT 0,
  	"mail_attempts" numeric DEFAULT 0,
  	"mail_last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "onboarding_drafts_id" integer;
  ALTER TABLE "privacy_settings" ADD COLUMN "draft_days" numeric DEFAULT 30 NOT NULL;
  ALTER TABLE "privacy_settings" ADD COLUMN "reminder_first_hours" numeric DEFAULT 24 NOT NULL;
  ALTER TABLE "privacy_settings" ADD COLUMN "reminder_second_days" numeric DEFAULT 4 NOT NULL;
  ALTER TABLE "onboarding_drafts" ADD CONSTRAINT "onboarding_drafts_submission_id_onboarding_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."onboarding_submissions"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "onboarding_drafts_email_idx" ON "onboarding_drafts" USING btree ("email");
  CREATE INDEX "onboarding_drafts_status_idx" ON "onboarding_drafts" USING btree ("status");
  CREATE INDEX "onboarding_drafts_submission_idx" ON "onboarding_drafts" USING btree ("submission_id");
  CREATE UNIQUE INDEX "onboarding_drafts_reference_idx" ON "onboarding_drafts" USING btree ("reference");
  CREATE INDEX "onboarding_drafts_last_saved_at_idx" ON "onboarding_drafts" USING btree ("last_saved_at");
  CREATE INDEX "onboarding_drafts_expires_at_idx" ON "onboarding_drafts" USING btree ("expires_at");
  CREATE INDEX "onboarding_drafts_reminders_stopped_at_idx" ON "onboarding_drafts" USING btree ("reminders_stopped_at");
  CREATE INDEX "onboarding_drafts_updated_at_idx" ON "onboarding_drafts" USING btree ("updated_at");
  CREATE INDEX "onboarding_drafts_created_at_idx" ON "onboarding_drafts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_onboarding_drafts_fk" FOREIGN KEY ("onboarding_drafts_id") REFERENCES "public"."onboarding_drafts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_onboarding_drafts_id_idx" ON "payload_locked_documents_rels" USING btree ("onboarding_drafts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "onboarding_drafts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "onboarding_drafts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_onboarding_drafts_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendBrief', 'sendConfirmation', 'acknowledgeComplaint', 'endOffer', 'sendPasswordReset', 'applyRetention', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendBrief', 'sendConfirmation', 'acknowledgeComplaint', 'endOffer', 'sendPasswordReset', 'applyRetention', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_onboarding_drafts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "onboarding_drafts_id";
  ALTER TABLE "privacy_settings" DROP COLUMN "draft_days";
  ALTER TABLE "privacy_settings" DROP COLUMN "reminder_first_hours";
  ALTER TABLE "privacy_settings" DROP COLUMN "reminder_second_days";
  DROP TYPE "public"."enum_onboarding_drafts_status";
  DROP TYPE "public"."enum_onboarding_drafts_variant";`)
}
