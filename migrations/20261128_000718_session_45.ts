import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_samples_follow_ups_from" AS ENUM('us', 'prospect');
  CREATE TYPE "public"."enum__pages_v_blocks_samples_follow_ups_from" AS ENUM('us', 'prospect');
  CREATE TYPE "public"."enum_onboarding_submissions_brief_log_what" AS ENUM('resent', 'marked');
  CREATE TYPE "public"."enum_conversations_messages_sender" AS ENUM('visitor', 'team');
  CREATE TYPE "public"."enum_conversations_status" AS ENUM('open', 'answered', 'closed');
  CREATE TYPE "public"."enum_forms_confirmation_type" AS ENUM('message', 'redirect');
  CREATE TYPE "public"."enum_forms_redirect_type" AS ENUM('reference', 'custom');
  ALTER TYPE "public"."enum_pages_blocks_hero_illustration" ADD VALUE 'image';
  ALTER TYPE "public"."enum_pages_blocks_cards_layout" ADD VALUE 'list';
  ALTER TYPE "public"."enum__pages_v_blocks_hero_illustration" ADD VALUE 'image';
  ALTER TYPE "public"."enum__pages_v_blocks_cards_layout" ADD VALUE 'list';
  ALTER TYPE "public"."enum_webhook_endpoints_events" ADD VALUE 'form.submitted';
  ALTER TYPE "public"."enum_webhook_deliveries_type" ADD VALUE 'form.submitted' BEFORE 'test';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'notifyChatTeam' BEFORE 'endOffer';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'emailChatReply' BEFORE 'endOffer';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendFormEmail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'notifyChatTeam' BEFORE 'endOffer';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'emailChatReply' BEFORE 'endOffer';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendFormEmail' BEFORE 'schedulePublish';
  CREATE TABLE "pages_blocks_samples_follow_ups" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"when" varchar,
  	"from" "enum_pages_blocks_samples_follow_ups_from" DEFAULT 'us',
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_samples_report_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar,
  	"change" varchar
  );
  
  CREATE TABLE "pages_blocks_samples_report_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_samples" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"prospect_name" varchar,
  	"prospect_role" varchar,
  	"connection_note" varchar,
  	"report_title" varchar,
  	"caption" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form_id" integer,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_samples_follow_ups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"when" varchar,
  	"from" "enum__pages_v_blocks_samples_follow_ups_from" DEFAULT 'us',
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_samples_report_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar,
  	"change" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_samples_report_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_samples" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"prospect_name" varchar,
  	"prospect_role" varchar,
  	"connection_note" varchar,
  	"report_title" varchar,
  	"caption" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"form_id" integer,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "onboarding_submissions_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"body" varchar NOT NULL,
  	"author" varchar,
  	"at" timestamp(3) with time zone
  );
  
  CREATE TABLE "onboarding_submissions_status_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from" varchar,
  	"to" varchar NOT NULL,
  	"by" varchar,
  	"at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "onboarding_submissions_brief_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"what" "enum_onboarding_submissions_brief_log_what" NOT NULL,
  	"by" varchar,
  	"at" timestamp(3) with time zone NOT NULL
  );
  
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
  
  CREATE TABLE "forms_blocks_checkbox" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"label" varchar,
  	"width" numeric,
  	"required" boolean,
  	"default_value" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_email" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"label" varchar,
  	"width" numeric,
  	"required" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_message" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"message" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_number" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"label" varchar,
  	"width" numeric,
  	"default_value" numeric,
  	"required" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_select_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "forms_blocks_select" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"label" varchar,
  	"width" numeric,
  	"default_value" varchar,
  	"placeholder" varchar,
  	"required" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"label" varchar,
  	"width" numeric,
  	"default_value" varchar,
  	"required" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_textarea" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"label" varchar,
  	"width" numeric,
  	"default_value" varchar,
  	"required" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"submit_button_label" varchar,
  	"confirmation_type" "enum_forms_confirmation_type" DEFAULT 'message',
  	"confirmation_message" jsonb,
  	"redirect_type" "enum_forms_redirect_type" DEFAULT 'reference',
  	"redirect_url" varchar,
  	"notify_to" varchar,
  	"confirmation_email_send" boolean DEFAULT false,
  	"confirmation_email_subject" varchar DEFAULT 'Thank you for getting in touch',
  	"confirmation_email_body" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "forms_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer
  );
  
  CREATE TABLE "form_submissions_submission_data" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "form_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"form_id" integer NOT NULL,
  	"name" varchar,
  	"email" varchar,
  	"page_path" varchar,
  	"entry_id" varchar,
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
  	"last_contact_at" timestamp(3) with time zone,
  	"anonymised_at" timestamp(3) with time zone,
  	"restricted" boolean DEFAULT false,
  	"notification_delivered_at" timestamp(3) with time zone,
  	"notification_attempts" numeric DEFAULT 0,
  	"notification_last_error" varchar,
  	"confirmation_delivered_at" timestamp(3) with time zone,
  	"confirmation_attempts" numeric DEFAULT 0,
  	"confirmation_last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_chat_recipients" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL
  );
  
  ALTER TABLE "pages_blocks_video" ADD COLUMN "duration" varchar;
  ALTER TABLE "pages" ADD COLUMN "picker_title" varchar;
  ALTER TABLE "_pages_v_blocks_video" ADD COLUMN "duration" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_picker_title" varchar;
  ALTER TABLE "case_studies" ADD COLUMN "video_duration" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "conversations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "forms_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "form_submissions_id" integer;
  ALTER TABLE "pages_blocks_samples_follow_ups" ADD CONSTRAINT "pages_blocks_samples_follow_ups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_samples"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_samples_report_figures" ADD CONSTRAINT "pages_blocks_samples_report_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_samples"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_samples_report_notes" ADD CONSTRAINT "pages_blocks_samples_report_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_samples"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_samples" ADD CONSTRAINT "pages_blocks_samples_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_form" ADD CONSTRAINT "pages_blocks_form_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_form" ADD CONSTRAINT "pages_blocks_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_samples_follow_ups" ADD CONSTRAINT "_pages_v_blocks_samples_follow_ups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_samples"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_samples_report_figures" ADD CONSTRAINT "_pages_v_blocks_samples_report_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_samples"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_samples_report_notes" ADD CONSTRAINT "_pages_v_blocks_samples_report_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_samples"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_samples" ADD CONSTRAINT "_pages_v_blocks_samples_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_form" ADD CONSTRAINT "_pages_v_blocks_form_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_form" ADD CONSTRAINT "_pages_v_blocks_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "onboarding_submissions_notes" ADD CONSTRAINT "onboarding_submissions_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."onboarding_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "onboarding_submissions_status_history" ADD CONSTRAINT "onboarding_submissions_status_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."onboarding_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "onboarding_submissions_brief_log" ADD CONSTRAINT "onboarding_submissions_brief_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."onboarding_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "conversations_messages" ADD CONSTRAINT "conversations_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "conversations_messages" ADD CONSTRAINT "conversations_messages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_checkbox" ADD CONSTRAINT "forms_blocks_checkbox_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_email" ADD CONSTRAINT "forms_blocks_email_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_message" ADD CONSTRAINT "forms_blocks_message_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_number" ADD CONSTRAINT "forms_blocks_number_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_select_options" ADD CONSTRAINT "forms_blocks_select_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_select"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_select" ADD CONSTRAINT "forms_blocks_select_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_text" ADD CONSTRAINT "forms_blocks_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_textarea" ADD CONSTRAINT "forms_blocks_textarea_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_rels" ADD CONSTRAINT "forms_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_rels" ADD CONSTRAINT "forms_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_submissions_submission_data" ADD CONSTRAINT "form_submissions_submission_data_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_chat_recipients" ADD CONSTRAINT "site_settings_chat_recipients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_samples_follow_ups_order_idx" ON "pages_blocks_samples_follow_ups" USING btree ("_order");
  CREATE INDEX "pages_blocks_samples_follow_ups_parent_id_idx" ON "pages_blocks_samples_follow_ups" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_samples_report_figures_order_idx" ON "pages_blocks_samples_report_figures" USING btree ("_order");
  CREATE INDEX "pages_blocks_samples_report_figures_parent_id_idx" ON "pages_blocks_samples_report_figures" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_samples_report_notes_order_idx" ON "pages_blocks_samples_report_notes" USING btree ("_order");
  CREATE INDEX "pages_blocks_samples_report_notes_parent_id_idx" ON "pages_blocks_samples_report_notes" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_samples_order_idx" ON "pages_blocks_samples" USING btree ("_order");
  CREATE INDEX "pages_blocks_samples_parent_id_idx" ON "pages_blocks_samples" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_samples_path_idx" ON "pages_blocks_samples" USING btree ("_path");
  CREATE INDEX "pages_blocks_form_order_idx" ON "pages_blocks_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_form_parent_id_idx" ON "pages_blocks_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_form_path_idx" ON "pages_blocks_form" USING btree ("_path");
  CREATE INDEX "pages_blocks_form_form_idx" ON "pages_blocks_form" USING btree ("form_id");
  CREATE INDEX "_pages_v_blocks_samples_follow_ups_order_idx" ON "_pages_v_blocks_samples_follow_ups" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_samples_follow_ups_parent_id_idx" ON "_pages_v_blocks_samples_follow_ups" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_samples_report_figures_order_idx" ON "_pages_v_blocks_samples_report_figures" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_samples_report_figures_parent_id_idx" ON "_pages_v_blocks_samples_report_figures" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_samples_report_notes_order_idx" ON "_pages_v_blocks_samples_report_notes" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_samples_report_notes_parent_id_idx" ON "_pages_v_blocks_samples_report_notes" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_samples_order_idx" ON "_pages_v_blocks_samples" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_samples_parent_id_idx" ON "_pages_v_blocks_samples" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_samples_path_idx" ON "_pages_v_blocks_samples" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_form_order_idx" ON "_pages_v_blocks_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_form_parent_id_idx" ON "_pages_v_blocks_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_form_path_idx" ON "_pages_v_blocks_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_form_form_idx" ON "_pages_v_blocks_form" USING btree ("form_id");
  CREATE INDEX "onboarding_submissions_notes_order_idx" ON "onboarding_submissions_notes" USING btree ("_order");
  CREATE INDEX "onboarding_submissions_notes_parent_id_idx" ON "onboarding_submissions_notes" USING btree ("_parent_id");
  CREATE INDEX "onboarding_submissions_status_history_order_idx" ON "onboarding_submissions_status_history" USING btree ("_order");
  CREATE INDEX "onboarding_submissions_status_history_parent_id_idx" ON "onboarding_submissions_status_history" USING btree ("_parent_id");
  CREATE INDEX "onboarding_submissions_brief_log_order_idx" ON "onboarding_submissions_brief_log" USING btree ("_order");
  CREATE INDEX "onboarding_submissions_brief_log_parent_id_idx" ON "onboarding_submissions_brief_log" USING btree ("_parent_id");
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
  CREATE INDEX "forms_blocks_checkbox_order_idx" ON "forms_blocks_checkbox" USING btree ("_order");
  CREATE INDEX "forms_blocks_checkbox_parent_id_idx" ON "forms_blocks_checkbox" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_checkbox_path_idx" ON "forms_blocks_checkbox" USING btree ("_path");
  CREATE INDEX "forms_blocks_email_order_idx" ON "forms_blocks_email" USING btree ("_order");
  CREATE INDEX "forms_blocks_email_parent_id_idx" ON "forms_blocks_email" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_email_path_idx" ON "forms_blocks_email" USING btree ("_path");
  CREATE INDEX "forms_blocks_message_order_idx" ON "forms_blocks_message" USING btree ("_order");
  CREATE INDEX "forms_blocks_message_parent_id_idx" ON "forms_blocks_message" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_message_path_idx" ON "forms_blocks_message" USING btree ("_path");
  CREATE INDEX "forms_blocks_number_order_idx" ON "forms_blocks_number" USING btree ("_order");
  CREATE INDEX "forms_blocks_number_parent_id_idx" ON "forms_blocks_number" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_number_path_idx" ON "forms_blocks_number" USING btree ("_path");
  CREATE INDEX "forms_blocks_select_options_order_idx" ON "forms_blocks_select_options" USING btree ("_order");
  CREATE INDEX "forms_blocks_select_options_parent_id_idx" ON "forms_blocks_select_options" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_select_order_idx" ON "forms_blocks_select" USING btree ("_order");
  CREATE INDEX "forms_blocks_select_parent_id_idx" ON "forms_blocks_select" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_select_path_idx" ON "forms_blocks_select" USING btree ("_path");
  CREATE INDEX "forms_blocks_text_order_idx" ON "forms_blocks_text" USING btree ("_order");
  CREATE INDEX "forms_blocks_text_parent_id_idx" ON "forms_blocks_text" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_text_path_idx" ON "forms_blocks_text" USING btree ("_path");
  CREATE INDEX "forms_blocks_textarea_order_idx" ON "forms_blocks_textarea" USING btree ("_order");
  CREATE INDEX "forms_blocks_textarea_parent_id_idx" ON "forms_blocks_textarea" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_textarea_path_idx" ON "forms_blocks_textarea" USING btree ("_path");
  CREATE INDEX "forms_updated_at_idx" ON "forms" USING btree ("updated_at");
  CREATE INDEX "forms_created_at_idx" ON "forms" USING btree ("created_at");
  CREATE INDEX "forms_rels_order_idx" ON "forms_rels" USING btree ("order");
  CREATE INDEX "forms_rels_parent_idx" ON "forms_rels" USING btree ("parent_id");
  CREATE INDEX "forms_rels_path_idx" ON "forms_rels" USING btree ("path");
  CREATE INDEX "forms_rels_pages_id_idx" ON "forms_rels" USING btree ("pages_id");
  CREATE INDEX "form_submissions_submission_data_order_idx" ON "form_submissions_submission_data" USING btree ("_order");
  CREATE INDEX "form_submissions_submission_data_parent_id_idx" ON "form_submissions_submission_data" USING btree ("_parent_id");
  CREATE INDEX "form_submissions_form_idx" ON "form_submissions" USING btree ("form_id");
  CREATE INDEX "form_submissions_name_idx" ON "form_submissions" USING btree ("name");
  CREATE INDEX "form_submissions_email_idx" ON "form_submissions" USING btree ("email");
  CREATE INDEX "form_submissions_page_path_idx" ON "form_submissions" USING btree ("page_path");
  CREATE UNIQUE INDEX "form_submissions_entry_id_idx" ON "form_submissions" USING btree ("entry_id");
  CREATE INDEX "form_submissions_last_contact_at_idx" ON "form_submissions" USING btree ("last_contact_at");
  CREATE INDEX "form_submissions_anonymised_at_idx" ON "form_submissions" USING btree ("anonymised_at");
  CREATE INDEX "form_submissions_restricted_idx" ON "form_submissions" USING btree ("restricted");
  CREATE INDEX "form_submissions_updated_at_idx" ON "form_submissions" USING btree ("updated_at");
  CREATE INDEX "form_submissions_created_at_idx" ON "form_submissions" USING btree ("created_at");
  CREATE INDEX "site_settings_chat_recipients_order_idx" ON "site_settings_chat_recipients" USING btree ("_order");
  CREATE INDEX "site_settings_chat_recipients_parent_id_idx" ON "site_settings_chat_recipients" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_conversations_fk" FOREIGN KEY ("conversations_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_forms_fk" FOREIGN KEY ("forms_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_submissions_fk" FOREIGN KEY ("form_submissions_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_conversations_id_idx" ON "payload_locked_documents_rels" USING btree ("conversations_id");
  CREATE INDEX "payload_locked_documents_rels_forms_id_idx" ON "payload_locked_documents_rels" USING btree ("forms_id");
  CREATE INDEX "payload_locked_documents_rels_form_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("form_submissions_id");`)
  // ---- Hand-written data SQL (keep when regenerating): existing pages and their versions get
  // the picker title the server writes on save ("Title — /path"; pageLabel in
  // collections/Pages/picker-title.ts).
  await db.execute(sql`
  UPDATE "pages" SET "picker_title" = COALESCE(NULLIF(btrim("title"), ''), 'Untitled page') ||
    CASE WHEN COALESCE("slug", '') = '' THEN '' WHEN "slug" = 'home' THEN ' — /' ELSE ' — /' || "slug" END;
  UPDATE "_pages_v" SET "version_picker_title" = COALESCE(NULLIF(btrim("version_title"), ''), 'Untitled page') ||
    CASE WHEN COALESCE("version_slug", '') = '' THEN '' WHEN "version_slug" = 'home' THEN ' — /' ELSE ' — /' || "version_slug" END;`)
  // ---- End of hand-written data SQL.
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_samples_follow_ups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_samples_report_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_samples_report_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_samples" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_samples_follow_ups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_samples_report_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_samples_report_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_samples" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "onboarding_submissions_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "onboarding_submissions_status_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "onboarding_submissions_brief_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "conversations_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "conversations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_checkbox" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_email" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_message" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_number" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_select_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_select" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_textarea" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_submissions_submission_data" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_submissions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_chat_recipients" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_samples_follow_ups" CASCADE;
  DROP TABLE "pages_blocks_samples_report_figures" CASCADE;
  DROP TABLE "pages_blocks_samples_report_notes" CASCADE;
  DROP TABLE "pages_blocks_samples" CASCADE;
  DROP TABLE "pages_blocks_form" CASCADE;
  DROP TABLE "_pages_v_blocks_samples_follow_ups" CASCADE;
  DROP TABLE "_pages_v_blocks_samples_report_figures" CASCADE;
  DROP TABLE "_pages_v_blocks_samples_report_notes" CASCADE;
  DROP TABLE "_pages_v_blocks_samples" CASCADE;
  DROP TABLE "_pages_v_blocks_form" CASCADE;
  DROP TABLE "onboarding_submissions_notes" CASCADE;
  DROP TABLE "onboarding_submissions_status_history" CASCADE;
  DROP TABLE "onboarding_submissions_brief_log" CASCADE;
  DROP TABLE "conversations_messages" CASCADE;
  DROP TABLE "conversations" CASCADE;
  DROP TABLE "forms_blocks_checkbox" CASCADE;
  DROP TABLE "forms_blocks_email" CASCADE;
  DROP TABLE "forms_blocks_message" CASCADE;
  DROP TABLE "forms_blocks_number" CASCADE;
  DROP TABLE "forms_blocks_select_options" CASCADE;
  DROP TABLE "forms_blocks_select" CASCADE;
  DROP TABLE "forms_blocks_text" CASCADE;
  DROP TABLE "forms_blocks_textarea" CASCADE;
  DROP TABLE "forms" CASCADE;
  DROP TABLE "forms_rels" CASCADE;
  DROP TABLE "form_submissions_submission_data" CASCADE;
  DROP TABLE "form_submissions" CASCADE;
  DROP TABLE "site_settings_chat_recipients" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_conversations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_forms_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_form_submissions_fk";
  
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "illustration" SET DATA TYPE text;
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "illustration" SET DEFAULT 'none'::text;
  DROP TYPE "public"."enum_pages_blocks_hero_illustration";
  CREATE TYPE "public"."enum_pages_blocks_hero_illustration" AS ENUM('none', 'inbox');
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "illustration" SET DEFAULT 'none'::"public"."enum_pages_blocks_hero_illustration";
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "illustration" SET DATA TYPE "public"."enum_pages_blocks_hero_illustration" USING "illustration"::"public"."enum_pages_blocks_hero_illustration";
  ALTER TABLE "pages_blocks_cards" ALTER COLUMN "layout" SET DATA TYPE text;
  ALTER TABLE "pages_blocks_cards" ALTER COLUMN "layout" SET DEFAULT 'grid'::text;
  DROP TYPE "public"."enum_pages_blocks_cards_layout";
  CREATE TYPE "public"."enum_pages_blocks_cards_layout" AS ENUM('grid', 'steps', 'timeline');
  ALTER TABLE "pages_blocks_cards" ALTER COLUMN "layout" SET DEFAULT 'grid'::"public"."enum_pages_blocks_cards_layout";
  ALTER TABLE "pages_blocks_cards" ALTER COLUMN "layout" SET DATA TYPE "public"."enum_pages_blocks_cards_layout" USING "layout"::"public"."enum_pages_blocks_cards_layout";
  ALTER TABLE "_pages_v_blocks_hero" ALTER COLUMN "illustration" SET DATA TYPE text;
  ALTER TABLE "_pages_v_blocks_hero" ALTER COLUMN "illustration" SET DEFAULT 'none'::text;
  DROP TYPE "public"."enum__pages_v_blocks_hero_illustration";
  CREATE TYPE "public"."enum__pages_v_blocks_hero_illustration" AS ENUM('none', 'inbox');
  ALTER TABLE "_pages_v_blocks_hero" ALTER COLUMN "illustration" SET DEFAULT 'none'::"public"."enum__pages_v_blocks_hero_illustration";
  ALTER TABLE "_pages_v_blocks_hero" ALTER COLUMN "illustration" SET DATA TYPE "public"."enum__pages_v_blocks_hero_illustration" USING "illustration"::"public"."enum__pages_v_blocks_hero_illustration";
  ALTER TABLE "_pages_v_blocks_cards" ALTER COLUMN "layout" SET DATA TYPE text;
  ALTER TABLE "_pages_v_blocks_cards" ALTER COLUMN "layout" SET DEFAULT 'grid'::text;
  DROP TYPE "public"."enum__pages_v_blocks_cards_layout";
  CREATE TYPE "public"."enum__pages_v_blocks_cards_layout" AS ENUM('grid', 'steps', 'timeline');
  ALTER TABLE "_pages_v_blocks_cards" ALTER COLUMN "layout" SET DEFAULT 'grid'::"public"."enum__pages_v_blocks_cards_layout";
  ALTER TABLE "_pages_v_blocks_cards" ALTER COLUMN "layout" SET DATA TYPE "public"."enum__pages_v_blocks_cards_layout" USING "layout"::"public"."enum__pages_v_blocks_cards_layout";
  ALTER TABLE "webhook_endpoints_events" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_webhook_endpoints_events";
  CREATE TYPE "public"."enum_webhook_endpoints_events" AS ENUM('submission.created', 'submission.updated', 'draft.abandoned', 'booking.created', 'booking.cancelled', 'person.erased');
  ALTER TABLE "webhook_endpoints_events" ALTER COLUMN "value" SET DATA TYPE "public"."enum_webhook_endpoints_events" USING "value"::"public"."enum_webhook_endpoints_events";
  ALTER TABLE "webhook_deliveries" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_webhook_deliveries_type";
  CREATE TYPE "public"."enum_webhook_deliveries_type" AS ENUM('submission.created', 'submission.updated', 'draft.abandoned', 'booking.created', 'booking.cancelled', 'person.erased', 'test');
  ALTER TABLE "webhook_deliveries" ALTER COLUMN "type" SET DATA TYPE "public"."enum_webhook_deliveries_type" USING "type"::"public"."enum_webhook_deliveries_type";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendBrief', 'sendConfirmation', 'acknowledgeComplaint', 'endOffer', 'sendPasswordReset', 'applyRetention', 'sendDraftEmail', 'remindDrafts', 'sendWebhook', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendBrief', 'sendConfirmation', 'acknowledgeComplaint', 'endOffer', 'sendPasswordReset', 'applyRetention', 'sendDraftEmail', 'remindDrafts', 'sendWebhook', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_conversations_id_idx";
  DROP INDEX "payload_locked_documents_rels_forms_id_idx";
  DROP INDEX "payload_locked_documents_rels_form_submissions_id_idx";
  ALTER TABLE "pages_blocks_video" DROP COLUMN "duration";
  ALTER TABLE "pages" DROP COLUMN "picker_title";
  ALTER TABLE "_pages_v_blocks_video" DROP COLUMN "duration";
  ALTER TABLE "_pages_v" DROP COLUMN "version_picker_title";
  ALTER TABLE "case_studies" DROP COLUMN "video_duration";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "conversations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "forms_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "form_submissions_id";
  DROP TYPE "public"."enum_pages_blocks_samples_follow_ups_from";
  DROP TYPE "public"."enum__pages_v_blocks_samples_follow_ups_from";
  DROP TYPE "public"."enum_onboarding_submissions_brief_log_what";
  DROP TYPE "public"."enum_conversations_messages_sender";
  DROP TYPE "public"."enum_conversations_status";
  DROP TYPE "public"."enum_forms_confirmation_type";
  DROP TYPE "public"."enum_forms_redirect_type";`)
}
