import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_samples_follow_ups_from" AS ENUM('us', 'prospect');
  CREATE TYPE "public"."enum__pages_v_blocks_samples_follow_ups_from" AS ENUM('us', 'prospect');
  CREATE TYPE "public"."enum_authors_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__authors_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_case_studies_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__case_studies_v_version_kind" AS ENUM('b2b', 'charity');
  CREATE TYPE "public"."enum__case_studies_v_version_icon" AS ENUM('heart', 'hand-heart', 'sprout', 'users');
  CREATE TYPE "public"."enum__case_studies_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_faq_items_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faq_items_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_testimonials_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__testimonials_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_team_members_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__team_members_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_academy_modules_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__academy_modules_v_version_difficulty" AS ENUM('Beginner', 'Intermediate', 'Advanced');
  CREATE TYPE "public"."enum__academy_modules_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_academy_videos_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__academy_videos_v_version_level" AS ENUM('Beginner', 'Intermediate', 'Advanced');
  CREATE TYPE "public"."enum__academy_videos_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_learning_steps_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__learning_steps_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_onboarding_submissions_brief_log_what" AS ENUM('resent', 'marked');
  CREATE TYPE "public"."enum_conversations_messages_sender" AS ENUM('visitor', 'team');
  CREATE TYPE "public"."enum_conversations_status" AS ENUM('open', 'answered', 'closed');
  CREATE TYPE "public"."enum_redirects_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__redirects_v_version_to_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__redirects_v_version_type" AS ENUM('301', '302');
  CREATE TYPE "public"."enum__redirects_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_forms_confirmation_type" AS ENUM('message', 'redirect');
  CREATE TYPE "public"."enum_forms_redirect_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_site_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_settings_v_version_status" AS ENUM('draft', 'published');
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
  
  CREATE TABLE "_authors_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_job_title" varchar,
  	"version_bio" varchar,
  	"version_photo_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__authors_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_case_studies_v_version_results" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_case_studies_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_kind" "enum__case_studies_v_version_kind" DEFAULT 'b2b',
  	"version_icon" "enum__case_studies_v_version_icon",
  	"version_company" varchar,
  	"version_industry" varchar,
  	"version_duration" varchar,
  	"version_challenge" varchar,
  	"version_solution" varchar,
  	"version_video_url" varchar,
  	"version_video_duration" varchar,
  	"version_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__case_studies_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_faq_items_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_question" varchar,
  	"version_answer" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__faq_items_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_testimonials_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_quote" varchar,
  	"version_name" varchar,
  	"version_role" varchar,
  	"version_company" varchar,
  	"version_company_description" varchar,
  	"version_portrait_id" integer,
  	"version_company_logo_id" integer,
  	"version_linkedin_url" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__testimonials_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_team_members_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_name" varchar,
  	"version_role" varchar,
  	"version_bio" varchar,
  	"version_photo_id" integer,
  	"version_linkedin_url" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__team_members_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_academy_modules_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_lessons_count" numeric,
  	"version_duration" varchar,
  	"version_difficulty" "enum__academy_modules_v_version_difficulty" DEFAULT 'Beginner',
  	"version_progress" numeric DEFAULT 0,
  	"version_is_completed" boolean DEFAULT false,
  	"version_is_unlocked" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__academy_modules_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_academy_modules_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_academy_videos_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_title" varchar,
  	"version_duration" varchar,
  	"version_level" "enum__academy_videos_v_version_level" DEFAULT 'Beginner',
  	"version_rating" numeric,
  	"version_thumbnail_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__academy_videos_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_learning_steps_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_step_number" numeric,
  	"version_duration_label" varchar,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_is_completed" boolean DEFAULT false,
  	"version_is_active" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__learning_steps_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_learning_steps_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
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
  
  CREATE TABLE "_redirects_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_from" varchar,
  	"version_to_type" "enum__redirects_v_version_to_type" DEFAULT 'reference',
  	"version_to_url" varchar,
  	"version_type" "enum__redirects_v_version_type",
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__redirects_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_redirects_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer
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
  	"email" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_brief_recipients" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_chat_recipients" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_main_nav_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_main_nav" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_footer_columns_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_footer_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_brand_name" varchar DEFAULT 'Leadpilot',
  	"version_product_name" varchar DEFAULT 'Leadpilot',
  	"version_company_name" varchar DEFAULT 'Leadpilot Ltd',
  	"version_tagline" varchar,
  	"version_company_number" varchar,
  	"version_ico_number" varchar,
  	"version_logo_id" integer,
  	"version_login_url" varchar,
  	"version_consultation_url" varchar,
  	"version_onboarding_call_url" varchar,
  	"version_signup_url" varchar,
  	"version_payment_url" varchar,
  	"version_support_email" varchar,
  	"version_partners_email" varchar,
  	"version_phone" varchar,
  	"version_company_address" varchar,
  	"version_header_cta_label" varchar,
  	"version_header_cta_href" varchar,
  	"version_footer_note" varchar,
  	"version__status" "enum__site_settings_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_privacy_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_enquiry_months" numeric DEFAULT 24 NOT NULL,
  	"version_client_years" numeric DEFAULT 6 NOT NULL,
  	"version_register_years" numeric DEFAULT 3 NOT NULL,
  	"version_draft_days" numeric DEFAULT 30 NOT NULL,
  	"version_reminder_first_hours" numeric DEFAULT 24 NOT NULL,
  	"version_reminder_second_days" numeric DEFAULT 4 NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "authors" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "authors" ALTER COLUMN "job_title" DROP NOT NULL;
  ALTER TABLE "case_studies_results" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "case_studies" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "case_studies" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "case_studies" ALTER COLUMN "kind" DROP NOT NULL;
  ALTER TABLE "case_studies" ALTER COLUMN "company" DROP NOT NULL;
  ALTER TABLE "case_studies" ALTER COLUMN "industry" DROP NOT NULL;
  ALTER TABLE "case_studies" ALTER COLUMN "duration" DROP NOT NULL;
  ALTER TABLE "case_studies" ALTER COLUMN "challenge" DROP NOT NULL;
  ALTER TABLE "case_studies" ALTER COLUMN "solution" DROP NOT NULL;
  ALTER TABLE "faq_items" ALTER COLUMN "question" DROP NOT NULL;
  ALTER TABLE "faq_items" ALTER COLUMN "answer" DROP NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "quote" DROP NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "team_members" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "team_members" ALTER COLUMN "role" DROP NOT NULL;
  ALTER TABLE "academy_modules" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "academy_modules" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "academy_modules" ALTER COLUMN "lessons_count" DROP NOT NULL;
  ALTER TABLE "academy_modules" ALTER COLUMN "duration" DROP NOT NULL;
  ALTER TABLE "academy_modules" ALTER COLUMN "difficulty" DROP NOT NULL;
  ALTER TABLE "academy_modules" ALTER COLUMN "progress" DROP NOT NULL;
  ALTER TABLE "academy_videos" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "academy_videos" ALTER COLUMN "duration" DROP NOT NULL;
  ALTER TABLE "academy_videos" ALTER COLUMN "level" DROP NOT NULL;
  ALTER TABLE "academy_videos" ALTER COLUMN "rating" DROP NOT NULL;
  ALTER TABLE "learning_steps" ALTER COLUMN "step_number" DROP NOT NULL;
  ALTER TABLE "learning_steps" ALTER COLUMN "duration_label" DROP NOT NULL;
  ALTER TABLE "learning_steps" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "learning_steps" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "redirects" ALTER COLUMN "from" DROP NOT NULL;
  ALTER TABLE "redirects" ALTER COLUMN "type" DROP NOT NULL;
  ALTER TABLE "site_settings_brief_recipients" ALTER COLUMN "email" DROP NOT NULL;
  ALTER TABLE "site_settings_main_nav_links" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "site_settings_main_nav_links" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "site_settings_main_nav" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "site_settings_footer_columns_links" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "site_settings_footer_columns_links" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "site_settings_footer_columns" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "brand_name" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "product_name" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "company_name" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "login_url" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "consultation_url" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "onboarding_call_url" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "support_email" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "partners_email" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "company_address" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "header_cta_label" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "header_cta_href" DROP NOT NULL;
  ALTER TABLE "pages_blocks_video" ADD COLUMN "duration" varchar;
  ALTER TABLE "pages" ADD COLUMN "picker_title" varchar;
  ALTER TABLE "_pages_v_blocks_video" ADD COLUMN "duration" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_picker_title" varchar;
  ALTER TABLE "authors" ADD COLUMN "_status" "enum_authors_status" DEFAULT 'draft';
  ALTER TABLE "case_studies" ADD COLUMN "video_duration" varchar;
  ALTER TABLE "case_studies" ADD COLUMN "_status" "enum_case_studies_status" DEFAULT 'draft';
  ALTER TABLE "faq_items" ADD COLUMN "_status" "enum_faq_items_status" DEFAULT 'draft';
  ALTER TABLE "testimonials" ADD COLUMN "_status" "enum_testimonials_status" DEFAULT 'draft';
  ALTER TABLE "team_members" ADD COLUMN "_status" "enum_team_members_status" DEFAULT 'draft';
  ALTER TABLE "academy_modules" ADD COLUMN "_status" "enum_academy_modules_status" DEFAULT 'draft';
  ALTER TABLE "academy_videos" ADD COLUMN "_status" "enum_academy_videos_status" DEFAULT 'draft';
  ALTER TABLE "learning_steps" ADD COLUMN "_status" "enum_learning_steps_status" DEFAULT 'draft';
  ALTER TABLE "redirects" ADD COLUMN "_status" "enum_redirects_status" DEFAULT 'draft';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "conversations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "forms_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "form_submissions_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "_status" "enum_site_settings_status" DEFAULT 'draft';
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
  ALTER TABLE "_authors_v" ADD CONSTRAINT "_authors_v_parent_id_authors_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."authors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_authors_v" ADD CONSTRAINT "_authors_v_version_photo_id_media_id_fk" FOREIGN KEY ("version_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_case_studies_v_version_results" ADD CONSTRAINT "_case_studies_v_version_results_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v" ADD CONSTRAINT "_case_studies_v_parent_id_case_studies_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."case_studies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_case_studies_v" ADD CONSTRAINT "_case_studies_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faq_items_v" ADD CONSTRAINT "_faq_items_v_parent_id_faq_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faq_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_parent_id_testimonials_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."testimonials"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_version_portrait_id_media_id_fk" FOREIGN KEY ("version_portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_version_company_logo_id_media_id_fk" FOREIGN KEY ("version_company_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_team_members_v" ADD CONSTRAINT "_team_members_v_parent_id_team_members_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_team_members_v" ADD CONSTRAINT "_team_members_v_version_photo_id_media_id_fk" FOREIGN KEY ("version_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_academy_modules_v" ADD CONSTRAINT "_academy_modules_v_parent_id_academy_modules_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."academy_modules"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_academy_modules_v_texts" ADD CONSTRAINT "_academy_modules_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_academy_modules_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_academy_videos_v" ADD CONSTRAINT "_academy_videos_v_parent_id_academy_videos_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."academy_videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_academy_videos_v" ADD CONSTRAINT "_academy_videos_v_version_thumbnail_id_media_id_fk" FOREIGN KEY ("version_thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_learning_steps_v" ADD CONSTRAINT "_learning_steps_v_parent_id_learning_steps_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."learning_steps"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_learning_steps_v_texts" ADD CONSTRAINT "_learning_steps_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_learning_steps_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "onboarding_submissions_notes" ADD CONSTRAINT "onboarding_submissions_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."onboarding_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "onboarding_submissions_status_history" ADD CONSTRAINT "onboarding_submissions_status_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."onboarding_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "onboarding_submissions_brief_log" ADD CONSTRAINT "onboarding_submissions_brief_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."onboarding_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "conversations_messages" ADD CONSTRAINT "conversations_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "conversations_messages" ADD CONSTRAINT "conversations_messages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_redirects_v" ADD CONSTRAINT "_redirects_v_parent_id_redirects_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_redirects_v_rels" ADD CONSTRAINT "_redirects_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_redirects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_redirects_v_rels" ADD CONSTRAINT "_redirects_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
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
  ALTER TABLE "_site_settings_v_version_brief_recipients" ADD CONSTRAINT "_site_settings_v_version_brief_recipients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_chat_recipients" ADD CONSTRAINT "_site_settings_v_version_chat_recipients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_main_nav_links" ADD CONSTRAINT "_site_settings_v_version_main_nav_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v_version_main_nav"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_main_nav" ADD CONSTRAINT "_site_settings_v_version_main_nav_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_footer_columns_links" ADD CONSTRAINT "_site_settings_v_version_footer_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v_version_footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_footer_columns" ADD CONSTRAINT "_site_settings_v_version_footer_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
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
  CREATE INDEX "_authors_v_parent_idx" ON "_authors_v" USING btree ("parent_id");
  CREATE INDEX "_authors_v_version_version_name_idx" ON "_authors_v" USING btree ("version_name");
  CREATE INDEX "_authors_v_version_version_photo_idx" ON "_authors_v" USING btree ("version_photo_id");
  CREATE INDEX "_authors_v_version_version_updated_at_idx" ON "_authors_v" USING btree ("version_updated_at");
  CREATE INDEX "_authors_v_version_version_created_at_idx" ON "_authors_v" USING btree ("version_created_at");
  CREATE INDEX "_authors_v_version_version__status_idx" ON "_authors_v" USING btree ("version__status");
  CREATE INDEX "_authors_v_created_at_idx" ON "_authors_v" USING btree ("created_at");
  CREATE INDEX "_authors_v_updated_at_idx" ON "_authors_v" USING btree ("updated_at");
  CREATE INDEX "_authors_v_latest_idx" ON "_authors_v" USING btree ("latest");
  CREATE INDEX "_authors_v_autosave_idx" ON "_authors_v" USING btree ("autosave");
  CREATE INDEX "_case_studies_v_version_results_order_idx" ON "_case_studies_v_version_results" USING btree ("_order");
  CREATE INDEX "_case_studies_v_version_results_parent_id_idx" ON "_case_studies_v_version_results" USING btree ("_parent_id");
  CREATE INDEX "_case_studies_v_parent_idx" ON "_case_studies_v" USING btree ("parent_id");
  CREATE INDEX "_case_studies_v_version_version__order_idx" ON "_case_studies_v" USING btree ("version__order");
  CREATE INDEX "_case_studies_v_version_version_slug_idx" ON "_case_studies_v" USING btree ("version_slug");
  CREATE INDEX "_case_studies_v_version_version_image_idx" ON "_case_studies_v" USING btree ("version_image_id");
  CREATE INDEX "_case_studies_v_version_version_updated_at_idx" ON "_case_studies_v" USING btree ("version_updated_at");
  CREATE INDEX "_case_studies_v_version_version_created_at_idx" ON "_case_studies_v" USING btree ("version_created_at");
  CREATE INDEX "_case_studies_v_version_version__status_idx" ON "_case_studies_v" USING btree ("version__status");
  CREATE INDEX "_case_studies_v_created_at_idx" ON "_case_studies_v" USING btree ("created_at");
  CREATE INDEX "_case_studies_v_updated_at_idx" ON "_case_studies_v" USING btree ("updated_at");
  CREATE INDEX "_case_studies_v_latest_idx" ON "_case_studies_v" USING btree ("latest");
  CREATE INDEX "_case_studies_v_autosave_idx" ON "_case_studies_v" USING btree ("autosave");
  CREATE INDEX "_faq_items_v_parent_idx" ON "_faq_items_v" USING btree ("parent_id");
  CREATE INDEX "_faq_items_v_version_version__order_idx" ON "_faq_items_v" USING btree ("version__order");
  CREATE INDEX "_faq_items_v_version_version_question_idx" ON "_faq_items_v" USING btree ("version_question");
  CREATE INDEX "_faq_items_v_version_version_updated_at_idx" ON "_faq_items_v" USING btree ("version_updated_at");
  CREATE INDEX "_faq_items_v_version_version_created_at_idx" ON "_faq_items_v" USING btree ("version_created_at");
  CREATE INDEX "_faq_items_v_version_version__status_idx" ON "_faq_items_v" USING btree ("version__status");
  CREATE INDEX "_faq_items_v_created_at_idx" ON "_faq_items_v" USING btree ("created_at");
  CREATE INDEX "_faq_items_v_updated_at_idx" ON "_faq_items_v" USING btree ("updated_at");
  CREATE INDEX "_faq_items_v_latest_idx" ON "_faq_items_v" USING btree ("latest");
  CREATE INDEX "_faq_items_v_autosave_idx" ON "_faq_items_v" USING btree ("autosave");
  CREATE INDEX "_testimonials_v_parent_idx" ON "_testimonials_v" USING btree ("parent_id");
  CREATE INDEX "_testimonials_v_version_version__order_idx" ON "_testimonials_v" USING btree ("version__order");
  CREATE INDEX "_testimonials_v_version_version_portrait_idx" ON "_testimonials_v" USING btree ("version_portrait_id");
  CREATE INDEX "_testimonials_v_version_version_company_logo_idx" ON "_testimonials_v" USING btree ("version_company_logo_id");
  CREATE INDEX "_testimonials_v_version_version_updated_at_idx" ON "_testimonials_v" USING btree ("version_updated_at");
  CREATE INDEX "_testimonials_v_version_version_created_at_idx" ON "_testimonials_v" USING btree ("version_created_at");
  CREATE INDEX "_testimonials_v_version_version__status_idx" ON "_testimonials_v" USING btree ("version__status");
  CREATE INDEX "_testimonials_v_created_at_idx" ON "_testimonials_v" USING btree ("created_at");
  CREATE INDEX "_testimonials_v_updated_at_idx" ON "_testimonials_v" USING btree ("updated_at");
  CREATE INDEX "_testimonials_v_latest_idx" ON "_testimonials_v" USING btree ("latest");
  CREATE INDEX "_testimonials_v_autosave_idx" ON "_testimonials_v" USING btree ("autosave");
  CREATE INDEX "_team_members_v_parent_idx" ON "_team_members_v" USING btree ("parent_id");
  CREATE INDEX "_team_members_v_version_version__order_idx" ON "_team_members_v" USING btree ("version__order");
  CREATE INDEX "_team_members_v_version_version_photo_idx" ON "_team_members_v" USING btree ("version_photo_id");
  CREATE INDEX "_team_members_v_version_version_updated_at_idx" ON "_team_members_v" USING btree ("version_updated_at");
  CREATE INDEX "_team_members_v_version_version_created_at_idx" ON "_team_members_v" USING btree ("version_created_at");
  CREATE INDEX "_team_members_v_version_version__status_idx" ON "_team_members_v" USING btree ("version__status");
  CREATE INDEX "_team_members_v_created_at_idx" ON "_team_members_v" USING btree ("created_at");
  CREATE INDEX "_team_members_v_updated_at_idx" ON "_team_members_v" USING btree ("updated_at");
  CREATE INDEX "_team_members_v_latest_idx" ON "_team_members_v" USING btree ("latest");
  CREATE INDEX "_team_members_v_autosave_idx" ON "_team_members_v" USING btree ("autosave");
  CREATE INDEX "_academy_modules_v_parent_idx" ON "_academy_modules_v" USING btree ("parent_id");
  CREATE INDEX "_academy_modules_v_version_version__order_idx" ON "_academy_modules_v" USING btree ("version__order");
  CREATE INDEX "_academy_modules_v_version_version_title_idx" ON "_academy_modules_v" USING btree ("version_title");
  CREATE INDEX "_academy_modules_v_version_version_updated_at_idx" ON "_academy_modules_v" USING btree ("version_updated_at");
  CREATE INDEX "_academy_modules_v_version_version_created_at_idx" ON "_academy_modules_v" USING btree ("version_created_at");
  CREATE INDEX "_academy_modules_v_version_version__status_idx" ON "_academy_modules_v" USING btree ("version__status");
  CREATE INDEX "_academy_modules_v_created_at_idx" ON "_academy_modules_v" USING btree ("created_at");
  CREATE INDEX "_academy_modules_v_updated_at_idx" ON "_academy_modules_v" USING btree ("updated_at");
  CREATE INDEX "_academy_modules_v_latest_idx" ON "_academy_modules_v" USING btree ("latest");
  CREATE INDEX "_academy_modules_v_autosave_idx" ON "_academy_modules_v" USING btree ("autosave");
  CREATE INDEX "_academy_modules_v_texts_order_parent" ON "_academy_modules_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_academy_videos_v_parent_idx" ON "_academy_videos_v" USING btree ("parent_id");
  CREATE INDEX "_academy_videos_v_version_version__order_idx" ON "_academy_videos_v" USING btree ("version__order");
  CREATE INDEX "_academy_videos_v_version_version_title_idx" ON "_academy_videos_v" USING btree ("version_title");
  CREATE INDEX "_academy_videos_v_version_version_thumbnail_idx" ON "_academy_videos_v" USING btree ("version_thumbnail_id");
  CREATE INDEX "_academy_videos_v_version_version_updated_at_idx" ON "_academy_videos_v" USING btree ("version_updated_at");
  CREATE INDEX "_academy_videos_v_version_version_created_at_idx" ON "_academy_videos_v" USING btree ("version_created_at");
  CREATE INDEX "_academy_videos_v_version_version__status_idx" ON "_academy_videos_v" USING btree ("version__status");
  CREATE INDEX "_academy_videos_v_created_at_idx" ON "_academy_videos_v" USING btree ("created_at");
  CREATE INDEX "_academy_videos_v_updated_at_idx" ON "_academy_videos_v" USING btree ("updated_at");
  CREATE INDEX "_academy_videos_v_latest_idx" ON "_academy_videos_v" USING btree ("latest");
  CREATE INDEX "_academy_videos_v_autosave_idx" ON "_academy_videos_v" USING btree ("autosave");
  CREATE INDEX "_learning_steps_v_parent_idx" ON "_learning_steps_v" USING btree ("parent_id");
  CREATE INDEX "_learning_steps_v_version_version_step_number_idx" ON "_learning_steps_v" USING btree ("version_step_number");
  CREATE INDEX "_learning_steps_v_version_version_updated_at_idx" ON "_learning_steps_v" USING btree ("version_updated_at");
  CREATE INDEX "_learning_steps_v_version_version_created_at_idx" ON "_learning_steps_v" USING btree ("version_created_at");
  CREATE INDEX "_learning_steps_v_version_version__status_idx" ON "_learning_steps_v" USING btree ("version__status");
  CREATE INDEX "_learning_steps_v_created_at_idx" ON "_learning_steps_v" USING btree ("created_at");
  CREATE INDEX "_learning_steps_v_updated_at_idx" ON "_learning_steps_v" USING btree ("updated_at");
  CREATE INDEX "_learning_steps_v_latest_idx" ON "_learning_steps_v" USING btree ("latest");
  CREATE INDEX "_learning_steps_v_autosave_idx" ON "_learning_steps_v" USING btree ("autosave");
  CREATE INDEX "_learning_steps_v_texts_order_parent" ON "_learning_steps_v_texts" USING btree ("order","parent_id");
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
  CREATE INDEX "_redirects_v_parent_idx" ON "_redirects_v" USING btree ("parent_id");
  CREATE INDEX "_redirects_v_version_version_from_idx" ON "_redirects_v" USING btree ("version_from");
  CREATE INDEX "_redirects_v_version_version_updated_at_idx" ON "_redirects_v" USING btree ("version_updated_at");
  CREATE INDEX "_redirects_v_version_version_created_at_idx" ON "_redirects_v" USING btree ("version_created_at");
  CREATE INDEX "_redirects_v_version_version__status_idx" ON "_redirects_v" USING btree ("version__status");
  CREATE INDEX "_redirects_v_created_at_idx" ON "_redirects_v" USING btree ("created_at");
  CREATE INDEX "_redirects_v_updated_at_idx" ON "_redirects_v" USING btree ("updated_at");
  CREATE INDEX "_redirects_v_latest_idx" ON "_redirects_v" USING btree ("latest");
  CREATE INDEX "_redirects_v_autosave_idx" ON "_redirects_v" USING btree ("autosave");
  CREATE INDEX "_redirects_v_rels_order_idx" ON "_redirects_v_rels" USING btree ("order");
  CREATE INDEX "_redirects_v_rels_parent_idx" ON "_redirects_v_rels" USING btree ("parent_id");
  CREATE INDEX "_redirects_v_rels_path_idx" ON "_redirects_v_rels" USING btree ("path");
  CREATE INDEX "_redirects_v_rels_pages_id_idx" ON "_redirects_v_rels" USING btree ("pages_id");
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
  CREATE INDEX "_site_settings_v_version_brief_recipients_order_idx" ON "_site_settings_v_version_brief_recipients" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_brief_recipients_parent_id_idx" ON "_site_settings_v_version_brief_recipients" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_chat_recipients_order_idx" ON "_site_settings_v_version_chat_recipients" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_chat_recipients_parent_id_idx" ON "_site_settings_v_version_chat_recipients" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_main_nav_links_order_idx" ON "_site_settings_v_version_main_nav_links" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_main_nav_links_parent_id_idx" ON "_site_settings_v_version_main_nav_links" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_main_nav_order_idx" ON "_site_settings_v_version_main_nav" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_main_nav_parent_id_idx" ON "_site_settings_v_version_main_nav" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_footer_columns_links_order_idx" ON "_site_settings_v_version_footer_columns_links" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_footer_columns_links_parent_id_idx" ON "_site_settings_v_version_footer_columns_links" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_footer_columns_order_idx" ON "_site_settings_v_version_footer_columns" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_footer_columns_parent_id_idx" ON "_site_settings_v_version_footer_columns" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_version_logo_idx" ON "_site_settings_v" USING btree ("version_logo_id");
  CREATE INDEX "_site_settings_v_version_version__status_idx" ON "_site_settings_v" USING btree ("version__status");
  CREATE INDEX "_site_settings_v_created_at_idx" ON "_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "_site_settings_v" USING btree ("updated_at");
  CREATE INDEX "_site_settings_v_latest_idx" ON "_site_settings_v" USING btree ("latest");
  CREATE INDEX "_site_settings_v_autosave_idx" ON "_site_settings_v" USING btree ("autosave");
  CREATE INDEX "_privacy_settings_v_created_at_idx" ON "_privacy_settings_v" USING btree ("created_at");
  CREATE INDEX "_privacy_settings_v_updated_at_idx" ON "_privacy_settings_v" USING btree ("updated_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_conversations_fk" FOREIGN KEY ("conversations_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_forms_fk" FOREIGN KEY ("forms_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_submissions_fk" FOREIGN KEY ("form_submissions_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "authors__status_idx" ON "authors" USING btree ("_status");
  CREATE INDEX "case_studies__status_idx" ON "case_studies" USING btree ("_status");
  CREATE INDEX "faq_items__status_idx" ON "faq_items" USING btree ("_status");
  CREATE INDEX "testimonials__status_idx" ON "testimonials" USING btree ("_status");
  CREATE INDEX "team_members__status_idx" ON "team_members" USING btree ("_status");
  CREATE INDEX "academy_modules__status_idx" ON "academy_modules" USING btree ("_status");
  CREATE INDEX "academy_videos__status_idx" ON "academy_videos" USING btree ("_status");
  CREATE INDEX "learning_steps__status_idx" ON "learning_steps" USING btree ("_status");
  CREATE INDEX "redirects__status_idx" ON "redirects" USING btree ("_status");
  CREATE INDEX "payload_locked_documents_rels_conversations_id_idx" ON "payload_locked_documents_rels" USING btree ("conversations_id");
  CREATE INDEX "payload_locked_documents_rels_forms_id_idx" ON "payload_locked_documents_rels" USING btree ("forms_id");
  CREATE INDEX "payload_locked_documents_rels_form_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("form_submissions_id");
  CREATE INDEX "site_settings__status_idx" ON "site_settings" USING btree ("_status");`)

  // ---- Hand-written data SQL (keep when regenerating): existing pages and their versions get
  // the picker title the server writes on save ("Title — /path"; pageLabel in
  // collections/Pages/picker-title.ts).
  await db.execute(sql`
  UPDATE "pages" SET "picker_title" = COALESCE(NULLIF(btrim("title"), ''), 'Untitled page') ||
    CASE WHEN COALESCE("slug", '') = '' THEN '' WHEN "slug" = 'home' THEN ' — /' ELSE ' — /' || "slug" END;
  UPDATE "_pages_v" SET "version_picker_title" = COALESCE(NULLIF(btrim("version_title"), ''), 'Untitled page') ||
    CASE WHEN COALESCE("version_slug", '') = '' THEN '' WHEN "version_slug" = 'home' THEN ' — /' ELSE ' — /' || "version_slug" END;`)
  // ---- End of hand-written data SQL.

  // HAND-WRITTEN DATA STEP (keep when regenerating this migration): what was live before drafts
  // existed stays live. Every existing document and global row is marked published, and each gets
  // a first version holding its content as it stands, so the first change made in the admin can
  // be compared with it and undone. Written through the database adapter (no hooks: nothing is
  // revalidated, re-indexed or audited); a table without rows is skipped without reading it.
  // ---------------------------------------------------------------------------------------------
  await db.execute(sql`
  UPDATE "authors" SET "_status" = 'published';
  UPDATE "case_studies" SET "_status" = 'published';
  UPDATE "faq_items" SET "_status" = 'published';
  UPDATE "testimonials" SET "_status" = 'published';
  UPDATE "team_members" SET "_status" = 'published';
  UPDATE "academy_modules" SET "_status" = 'published';
  UPDATE "academy_videos" SET "_status" = 'published';
  UPDATE "learning_steps" SET "_status" = 'published';
  UPDATE "redirects" SET "_status" = 'published';
  UPDATE "site_settings" SET "_status" = 'published';`)
  const collections = [
    ['authors', 'authors'],
    ['case-studies', 'case_studies'],
    ['faq-items', 'faq_items'],
    ['testimonials', 'testimonials'],
    ['team-members', 'team_members'],
    ['academy-modules', 'academy_modules'],
    ['academy-videos', 'academy_videos'],
    ['learning-steps', 'learning_steps'],
    ['redirects', 'redirects'],
  ] as const
  for (const [collection, table] of collections) {
    const { rows } = await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)
    if (!Number(rows[0]?.n)) continue
    const { docs } = await payload.db.find<{ id: number; createdAt: string; updatedAt: string }>({
      collection,
      pagination: false,
      limit: 0,
      req,
    })
    for (const doc of docs) {
      await payload.db.createVersion({
        collectionSlug: collection,
        parent: doc.id,
        versionData: { ...doc, _status: 'published' },
        autosave: false,
        createdAt: String(doc.createdAt),
        updatedAt: String(doc.updatedAt),
        returning: false,
        req,
      })
    }
  }
  for (const [slug, table] of [
    ['site-settings', 'site_settings'],
    ['privacy-settings', 'privacy_settings'],
  ] as const) {
    const { rows } = await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)
    if (!Number(rows[0]?.n)) continue
    const global = await payload.db.findGlobal({ slug, req })
    const now = new Date().toISOString()
    await payload.db.createGlobalVersion({
      globalSlug: slug,
      versionData: slug === 'site-settings' ? { ...global, _status: 'published' } : global,
      autosave: false,
      createdAt: String(global.createdAt ?? now),
      updatedAt: String(global.updatedAt ?? now),
      returning: false,
      req,
    })
  }
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
  ALTER TABLE "_authors_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_v_version_results" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faq_items_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_testimonials_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_team_members_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_academy_modules_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_academy_modules_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_academy_videos_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_learning_steps_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_learning_steps_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "onboarding_submissions_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "onboarding_submissions_status_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "onboarding_submissions_brief_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "conversations_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "conversations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_redirects_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_redirects_v_rels" DISABLE ROW LEVEL SECURITY;
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
  ALTER TABLE "_site_settings_v_version_brief_recipients" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_chat_recipients" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_main_nav_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_main_nav" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_footer_columns_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_footer_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_privacy_settings_v" DISABLE ROW LEVEL SECURITY;
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
  DROP TABLE "_authors_v" CASCADE;
  DROP TABLE "_case_studies_v_version_results" CASCADE;
  DROP TABLE "_case_studies_v" CASCADE;
  DROP TABLE "_faq_items_v" CASCADE;
  DROP TABLE "_testimonials_v" CASCADE;
  DROP TABLE "_team_members_v" CASCADE;
  DROP TABLE "_academy_modules_v" CASCADE;
  DROP TABLE "_academy_modules_v_texts" CASCADE;
  DROP TABLE "_academy_videos_v" CASCADE;
  DROP TABLE "_learning_steps_v" CASCADE;
  DROP TABLE "_learning_steps_v_texts" CASCADE;
  DROP TABLE "onboarding_submissions_notes" CASCADE;
  DROP TABLE "onboarding_submissions_status_history" CASCADE;
  DROP TABLE "onboarding_submissions_brief_log" CASCADE;
  DROP TABLE "conversations_messages" CASCADE;
  DROP TABLE "conversations" CASCADE;
  DROP TABLE "_redirects_v" CASCADE;
  DROP TABLE "_redirects_v_rels" CASCADE;
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
  DROP TABLE "_site_settings_v_version_brief_recipients" CASCADE;
  DROP TABLE "_site_settings_v_version_chat_recipients" CASCADE;
  DROP TABLE "_site_settings_v_version_main_nav_links" CASCADE;
  DROP TABLE "_site_settings_v_version_main_nav" CASCADE;
  DROP TABLE "_site_settings_v_version_footer_columns_links" CASCADE;
  DROP TABLE "_site_settings_v_version_footer_columns" CASCADE;
  DROP TABLE "_site_settings_v" CASCADE;
  DROP TABLE "_privacy_settings_v" CASCADE;
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
  DROP INDEX "authors__status_idx";
  DROP INDEX "case_studies__status_idx";
  DROP INDEX "faq_items__status_idx";
  DROP INDEX "testimonials__status_idx";
  DROP INDEX "team_members__status_idx";
  DROP INDEX "academy_modules__status_idx";
  DROP INDEX "academy_videos__status_idx";
  DROP INDEX "learning_steps__status_idx";
  DROP INDEX "redirects__status_idx";
  DROP INDEX "payload_locked_documents_rels_conversations_id_idx";
  DROP INDEX "payload_locked_documents_rels_forms_id_idx";
  DROP INDEX "payload_locked_documents_rels_form_submissions_id_idx";
  DROP INDEX "site_settings__status_idx";
  ALTER TABLE "authors" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "authors" ALTER COLUMN "job_title" SET NOT NULL;
  ALTER TABLE "case_studies_results" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "case_studies" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "case_studies" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "case_studies" ALTER COLUMN "kind" SET NOT NULL;
  ALTER TABLE "case_studies" ALTER COLUMN "company" SET NOT NULL;
  ALTER TABLE "case_studies" ALTER COLUMN "industry" SET NOT NULL;
  ALTER TABLE "case_studies" ALTER COLUMN "duration" SET NOT NULL;
  ALTER TABLE "case_studies" ALTER COLUMN "challenge" SET NOT NULL;
  ALTER TABLE "case_studies" ALTER COLUMN "solution" SET NOT NULL;
  ALTER TABLE "faq_items" ALTER COLUMN "question" SET NOT NULL;
  ALTER TABLE "faq_items" ALTER COLUMN "answer" SET NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "quote" SET NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "team_members" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "team_members" ALTER COLUMN "role" SET NOT NULL;
  ALTER TABLE "academy_modules" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "academy_modules" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "academy_modules" ALTER COLUMN "lessons_count" SET NOT NULL;
  ALTER TABLE "academy_modules" ALTER COLUMN "duration" SET NOT NULL;
  ALTER TABLE "academy_modules" ALTER COLUMN "difficulty" SET NOT NULL;
  ALTER TABLE "academy_modules" ALTER COLUMN "progress" SET NOT NULL;
  ALTER TABLE "academy_videos" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "academy_videos" ALTER COLUMN "duration" SET NOT NULL;
  ALTER TABLE "academy_videos" ALTER COLUMN "level" SET NOT NULL;
  ALTER TABLE "academy_videos" ALTER COLUMN "rating" SET NOT NULL;
  ALTER TABLE "learning_steps" ALTER COLUMN "step_number" SET NOT NULL;
  ALTER TABLE "learning_steps" ALTER COLUMN "duration_label" SET NOT NULL;
  ALTER TABLE "learning_steps" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "learning_steps" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "redirects" ALTER COLUMN "from" SET NOT NULL;
  ALTER TABLE "redirects" ALTER COLUMN "type" SET NOT NULL;
  ALTER TABLE "site_settings_brief_recipients" ALTER COLUMN "email" SET NOT NULL;
  ALTER TABLE "site_settings_main_nav_links" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "site_settings_main_nav_links" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "site_settings_main_nav" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "site_settings_footer_columns_links" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "site_settings_footer_columns_links" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "site_settings_footer_columns" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "brand_name" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "product_name" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "company_name" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "login_url" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "consultation_url" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "onboarding_call_url" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "support_email" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "partners_email" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "company_address" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "header_cta_label" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "header_cta_href" SET NOT NULL;
  ALTER TABLE "pages_blocks_video" DROP COLUMN "duration";
  ALTER TABLE "pages" DROP COLUMN "picker_title";
  ALTER TABLE "_pages_v_blocks_video" DROP COLUMN "duration";
  ALTER TABLE "_pages_v" DROP COLUMN "version_picker_title";
  ALTER TABLE "authors" DROP COLUMN "_status";
  ALTER TABLE "case_studies" DROP COLUMN "video_duration";
  ALTER TABLE "case_studies" DROP COLUMN "_status";
  ALTER TABLE "faq_items" DROP COLUMN "_status";
  ALTER TABLE "testimonials" DROP COLUMN "_status";
  ALTER TABLE "team_members" DROP COLUMN "_status";
  ALTER TABLE "academy_modules" DROP COLUMN "_status";
  ALTER TABLE "academy_videos" DROP COLUMN "_status";
  ALTER TABLE "learning_steps" DROP COLUMN "_status";
  ALTER TABLE "redirects" DROP COLUMN "_status";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "conversations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "forms_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "form_submissions_id";
  ALTER TABLE "site_settings" DROP COLUMN "_status";
  DROP TYPE "public"."enum_pages_blocks_samples_follow_ups_from";
  DROP TYPE "public"."enum__pages_v_blocks_samples_follow_ups_from";
  DROP TYPE "public"."enum_authors_status";
  DROP TYPE "public"."enum__authors_v_version_status";
  DROP TYPE "public"."enum_case_studies_status";
  DROP TYPE "public"."enum__case_studies_v_version_kind";
  DROP TYPE "public"."enum__case_studies_v_version_icon";
  DROP TYPE "public"."enum__case_studies_v_version_status";
  DROP TYPE "public"."enum_faq_items_status";
  DROP TYPE "public"."enum__faq_items_v_version_status";
  DROP TYPE "public"."enum_testimonials_status";
  DROP TYPE "public"."enum__testimonials_v_version_status";
  DROP TYPE "public"."enum_team_members_status";
  DROP TYPE "public"."enum__team_members_v_version_status";
  DROP TYPE "public"."enum_academy_modules_status";
  DROP TYPE "public"."enum__academy_modules_v_version_difficulty";
  DROP TYPE "public"."enum__academy_modules_v_version_status";
  DROP TYPE "public"."enum_academy_videos_status";
  DROP TYPE "public"."enum__academy_videos_v_version_level";
  DROP TYPE "public"."enum__academy_videos_v_version_status";
  DROP TYPE "public"."enum_learning_steps_status";
  DROP TYPE "public"."enum__learning_steps_v_version_status";
  DROP TYPE "public"."enum_onboarding_submissions_brief_log_what";
  DROP TYPE "public"."enum_conversations_messages_sender";
  DROP TYPE "public"."enum_conversations_status";
  DROP TYPE "public"."enum_redirects_status";
  DROP TYPE "public"."enum__redirects_v_version_to_type";
  DROP TYPE "public"."enum__redirects_v_version_type";
  DROP TYPE "public"."enum__redirects_v_version_status";
  DROP TYPE "public"."enum_forms_confirmation_type";
  DROP TYPE "public"."enum_forms_redirect_type";
  DROP TYPE "public"."enum_site_settings_status";
  DROP TYPE "public"."enum__site_settings_v_version_status";`)
}
