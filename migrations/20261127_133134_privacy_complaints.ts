import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_privacy_complaints_status" AS ENUM('open', 'answered');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'acknowledgeComplaint' BEFORE 'endOffer';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'acknowledgeComplaint' BEFORE 'endOffer';
  CREATE TABLE "pages_blocks_privacy_complaint_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Tell us what went wrong',
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_privacy_complaint_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Tell us what went wrong',
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "privacy_complaints" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_privacy_complaints_status" DEFAULT 'open' NOT NULL,
  	"reference" varchar NOT NULL,
  	"received_at" timestamp(3) with time zone,
  	"due_at" timestamp(3) with time zone,
  	"answered_at" timestamp(3) with time zone,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"what_happened" varchar NOT NULL,
  	"response_notes" varchar,
  	"acknowledgement_acknowledged_at" timestamp(3) with time zone,
  	"acknowledgement_attempts" numeric DEFAULT 0,
  	"acknowledgement_last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "privacy_complaints_id" integer;
  ALTER TABLE "pages_blocks_privacy_complaint_form" ADD CONSTRAINT "pages_blocks_privacy_complaint_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_privacy_complaint_form" ADD CONSTRAINT "_pages_v_blocks_privacy_complaint_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_privacy_complaint_form_order_idx" ON "pages_blocks_privacy_complaint_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_privacy_complaint_form_parent_id_idx" ON "pages_blocks_privacy_complaint_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_privacy_complaint_form_path_idx" ON "pages_blocks_privacy_complaint_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_privacy_complaint_form_order_idx" ON "_pages_v_blocks_privacy_complaint_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_privacy_complaint_form_parent_id_idx" ON "_pages_v_blocks_privacy_complaint_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_privacy_complaint_form_path_idx" ON "_pages_v_blocks_privacy_complaint_form" USING btree ("_path");
  CREATE INDEX "privacy_complaints_status_idx" ON "privacy_complaints" USING btree ("status");
  CREATE UNIQUE INDEX "privacy_complaints_reference_idx" ON "privacy_complaints" USING btree ("reference");
  CREATE INDEX "privacy_complaints_received_at_idx" ON "privacy_complaints" USING btree ("received_at");
  CREATE INDEX "privacy_complaints_due_at_idx" ON "privacy_complaints" USING btree ("due_at");
  CREATE INDEX "privacy_complaints_answered_at_idx" ON "privacy_complaints" USING btree ("answered_at");
  CREATE INDEX "privacy_complaints_updated_at_idx" ON "privacy_complaints" USING btree ("updated_at");
  CREATE INDEX "privacy_complaints_created_at_idx" ON "privacy_complaints" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_privacy_complaints_fk" FOREIGN KEY ("privacy_complaints_id") REFERENCES "public"."privacy_complaints"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_privacy_complaints_id_idx" ON "payload_locked_documents_rels" USING btree ("privacy_complaints_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_privacy_complaint_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_privacy_complaint_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "privacy_complaints" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_privacy_complaint_form" CASCADE;
  DROP TABLE "_pages_v_blocks_privacy_complaint_form" CASCADE;
  DROP TABLE "privacy_complaints" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_privacy_complaints_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendBrief', 'sendConfirmation', 'endOffer', 'sendPasswordReset', 'applyRetention', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendBrief', 'sendConfirmation', 'endOffer', 'sendPasswordReset', 'applyRetention', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_privacy_complaints_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "privacy_complaints_id";
  DROP TYPE "public"."enum_privacy_complaints_status";`)
}
