import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_onboarding_submissions_confirmation_status" AS ENUM('queued', 'delivered', 'retrying', 'failed', 'logged', 'withheld');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendConfirmation' BEFORE 'endOffer';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendConfirmation' BEFORE 'endOffer';
  ALTER TABLE "onboarding_submissions" ADD COLUMN "confirmation_status" "enum_onboarding_submissions_confirmation_status";
  ALTER TABLE "onboarding_submissions" ADD COLUMN "confirmation_delivery_attempts" numeric DEFAULT 0;
  ALTER TABLE "onboarding_submissions" ADD COLUMN "confirmation_delivery_delivered_at" timestamp(3) with time zone;
  ALTER TABLE "onboarding_submissions" ADD COLUMN "confirmation_delivery_last_error" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "signup_url" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "payment_url" varchar;
  CREATE INDEX "onboarding_submissions_confirmation_status_idx" ON "onboarding_submissions" USING btree ("confirmation_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendBrief', 'endOffer', 'sendPasswordReset', 'applyRetention', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendBrief', 'endOffer', 'sendPasswordReset', 'applyRetention', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "onboarding_submissions_confirmation_status_idx";
  ALTER TABLE "onboarding_submissions" DROP COLUMN "confirmation_status";
  ALTER TABLE "onboarding_submissions" DROP COLUMN "confirmation_delivery_attempts";
  ALTER TABLE "onboarding_submissions" DROP COLUMN "confirmation_delivery_delivered_at";
  ALTER TABLE "onboarding_submissions" DROP COLUMN "confirmation_delivery_last_error";
  ALTER TABLE "site_settings" DROP COLUMN "signup_url";
  ALTER TABLE "site_settings" DROP COLUMN "payment_url";
  DROP TYPE "public"."enum_onboarding_submissions_confirmation_status";`)
}
