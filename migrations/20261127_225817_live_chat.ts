import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_conversations_messages_sender" AS ENUM('visitor', 'team');
  CREATE TYPE "public"."enum_conversations_status" AS ENUM('open', 'answered', 'closed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'notifyChatTeam' BEFORE 'endOffer';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'emailChatReply' BEFORE 'endOffer';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'notifyChatTeam' BEFORE 'endOffer';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'emailChatReply' BEFORE 'endOffer';
  CREATE TABLE "conversations_messages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"sender" "enum_conversations_messages_sender" NOT NULL,
  	"text" varchar NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"author_id" integer,
  	"emailed_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "conversations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_conversations_status" DEFAULT 'open' NOT NULL,
  	"last_contact_at" timestamp(3) with time zone,
  	"visitor_seen_at" timestamp(3) with time zone,
  	"email" varchar NOT NULL,
  	"name" varchar,
  	"started_on" varchar,
  	"token_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_chat_recipients" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "conversations_id" integer;
  ALTER TABLE "conversations_messages" ADD CONSTRAINT "conversations_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "conversations_messages" ADD CONSTRAINT "conversations_messages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_chat_recipients" ADD CONSTRAINT "site_settings_chat_recipients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "conversations_messages_order_idx" ON "conversations_messages" USING btree ("_order");
  CREATE INDEX "conversations_messages_parent_id_idx" ON "conversations_messages" USING btree ("_parent_id");
  CREATE INDEX "conversations_messages_author_idx" ON "conversations_messages" USING btree ("author_id");
  CREATE INDEX "conversations_status_idx" ON "conversations" USING btree ("status");
  CREATE INDEX "conversations_last_contact_at_idx" ON "conversations" USING btree ("last_contact_at");
  CREATE INDEX "conversations_visitor_seen_at_idx" ON "conversations" USING btree ("visitor_seen_at");
  CREATE INDEX "conversations_email_idx" ON "conversations" USING btree ("email");
  CREATE INDEX "conversations_token_hash_idx" ON "conversations" USING btree ("token_hash");
  CREATE INDEX "conversations_updated_at_idx" ON "conversations" USING btree ("updated_at");
  CREATE INDEX "conversations_created_at_idx" ON "conversations" USING btree ("created_at");
  CREATE INDEX "site_settings_chat_recipients_order_idx" ON "site_settings_chat_recipients" USING btree ("_order");
  CREATE INDEX "site_settings_chat_recipients_parent_id_idx" ON "site_settings_chat_recipients" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_conversations_fk" FOREIGN KEY ("conversations_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_conversations_id_idx" ON "payload_locked_documents_rels" USING btree ("conversations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "conversations_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "conversations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_chat_recipients" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "conversations_messages" CASCADE;
  DROP TABLE "conversations" CASCADE;
  DROP TABLE "site_settings_chat_recipients" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_conversations_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendBrief', 'sendConfirmation', 'acknowledgeComplaint', 'endOffer', 'sendPasswordReset', 'applyRetention', 'sendDraftEmail', 'remindDrafts', 'sendWebhook', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendBrief', 'sendConfirmation', 'acknowledgeComplaint', 'endOffer', 'sendPasswordReset', 'applyRetention', 'sendDraftEmail', 'remindDrafts', 'sendWebhook', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_conversations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "conversations_id";
  DROP TYPE "public"."enum_conversations_messages_sender";
  DROP TYPE "public"."enum_conversations_status";`)
}
