import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'applyRetention' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'applyRetention' BEFORE 'schedulePublish';
  CREATE TABLE "pages_blocks_retention_periods" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'How long we keep it',
  	"note" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_retention_periods" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'How long we keep it',
  	"note" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "privacy_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"enquiry_months" numeric DEFAULT 24 NOT NULL,
  	"client_years" numeric DEFAULT 6 NOT NULL,
  	"register_years" numeric DEFAULT 3 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "onboarding_submissions" ADD COLUMN "last_contact_at" timestamp(3) with time zone;
  ALTER TABLE "onboarding_submissions" ADD COLUMN "work_ended_at" timestamp(3) with time zone;
  ALTER TABLE "onboarding_submissions" ADD COLUMN "retention_keep_until" timestamp(3) with time zone;
  ALTER TABLE "onboarding_submissions" ADD COLUMN "retention_reason" varchar;
  ALTER TABLE "onboarding_submissions" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "pages_blocks_retention_periods" ADD CONSTRAINT "pages_blocks_retention_periods_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_retention_periods" ADD CONSTRAINT "_pages_v_blocks_retention_periods_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_retention_periods_order_idx" ON "pages_blocks_retention_periods" USING btree ("_order");
  CREATE INDEX "pages_blocks_retention_periods_parent_id_idx" ON "pages_blocks_retention_periods" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_retention_periods_path_idx" ON "pages_blocks_retention_periods" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_retention_periods_order_idx" ON "_pages_v_blocks_retention_periods" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_retention_periods_parent_id_idx" ON "_pages_v_blocks_retention_periods" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_retention_periods_path_idx" ON "_pages_v_blocks_retention_periods" USING btree ("_path");
  CREATE INDEX "onboarding_submissions_last_contact_at_idx" ON "onboarding_submissions" USING btree ("last_contact_at");
  CREATE INDEX "onboarding_submissions_work_ended_at_idx" ON "onboarding_submissions" USING btree ("work_ended_at");
  CREATE INDEX "onboarding_submissions_retention_retention_keep_until_idx" ON "onboarding_submissions" USING btree ("retention_keep_until");
  CREATE INDEX "onboarding_submissions_anonymised_at_idx" ON "onboarding_submissions" USING btree ("anonymised_at");`)
  // Retention counts from the last contact; for what was received before it was recorded, the
  // last change of the record stands in for it (the later of the two, so nothing goes early).
  await db.execute(sql`
   UPDATE "onboarding_submissions" SET "last_contact_at" = "updated_at" WHERE "last_contact_at" IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_retention_periods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_retention_periods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "privacy_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_retention_periods" CASCADE;
  DROP TABLE "_pages_v_blocks_retention_periods" CASCADE;
  DROP TABLE "privacy_settings" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendBrief', 'endOffer', 'sendPasswordReset', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendBrief', 'endOffer', 'sendPasswordReset', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "onboarding_submissions_last_contact_at_idx";
  DROP INDEX "onboarding_submissions_work_ended_at_idx";
  DROP INDEX "onboarding_submissions_retention_retention_keep_until_idx";
  DROP INDEX "onboarding_submissions_anonymised_at_idx";
  ALTER TABLE "onboarding_submissions" DROP COLUMN "last_contact_at";
  ALTER TABLE "onboarding_submissions" DROP COLUMN "work_ended_at";
  ALTER TABLE "onboarding_submissions" DROP COLUMN "retention_keep_until";
  ALTER TABLE "onboarding_submissions" DROP COLUMN "retention_reason";
  ALTER TABLE "onboarding_submissions" DROP COLUMN "anonymised_at";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";`)
}
