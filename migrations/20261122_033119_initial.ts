import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_hero_links_variant" AS ENUM('primary', 'secondary', 'ghost');
  CREATE TYPE "public"."enum_pages_blocks_content_width" AS ENUM('prose', 'wide');
  CREATE TYPE "public"."enum_pages_blocks_cta_links_variant" AS ENUM('primary', 'secondary', 'ghost');
  CREATE TYPE "public"."enum_pages_blocks_stats_tone" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_cards_items_icon" AS ENUM('badge', 'chart', 'bot', 'calendar', 'clock', 'compass', 'handshake', 'heart', 'idea', 'message', 'pen', 'rocket', 'shield', 'sparkles', 'target', 'growth', 'users');
  CREATE TYPE "public"."enum_pages_blocks_cards_links_variant" AS ENUM('primary', 'secondary', 'ghost');
  CREATE TYPE "public"."enum_pages_blocks_cards_layout" AS ENUM('grid', 'steps', 'timeline');
  CREATE TYPE "public"."enum_pages_blocks_cards_columns" AS ENUM('2', '3', '4');
  CREATE TYPE "public"."enum_pages_blocks_checklist_links_variant" AS ENUM('primary', 'secondary', 'ghost');
  CREATE TYPE "public"."enum_pages_blocks_scheduler_calendar" AS ENUM('consultation', 'onboarding');
  CREATE TYPE "public"."enum_pages_blocks_case_studies_cta_links_variant" AS ENUM('primary', 'secondary', 'ghost');
  CREATE TYPE "public"."enum_pages_blocks_case_studies_kind" AS ENUM('b2b', 'charity');
  CREATE TYPE "public"."enum_pages_blocks_pricing_section_calculator_placement" AS ENUM('toggle', 'below');
  CREATE TYPE "public"."enum_pages_blocks_email_cta_address" AS ENUM('partnersEmail', 'supportEmail');
  CREATE TYPE "public"."enum_pages_blocks_onboarding_wizard_steps" AS ENUM('5', '2');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_links_variant" AS ENUM('primary', 'secondary', 'ghost');
  CREATE TYPE "public"."enum__pages_v_blocks_content_width" AS ENUM('prose', 'wide');
  CREATE TYPE "public"."enum__pages_v_blocks_cta_links_variant" AS ENUM('primary', 'secondary', 'ghost');
  CREATE TYPE "public"."enum__pages_v_blocks_stats_tone" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_cards_items_icon" AS ENUM('badge', 'chart', 'bot', 'calendar', 'clock', 'compass', 'handshake', 'heart', 'idea', 'message', 'pen', 'rocket', 'shield', 'sparkles', 'target', 'growth', 'users');
  CREATE TYPE "public"."enum__pages_v_blocks_cards_links_variant" AS ENUM('primary', 'secondary', 'ghost');
  CREATE TYPE "public"."enum__pages_v_blocks_cards_layout" AS ENUM('grid', 'steps', 'timeline');
  CREATE TYPE "public"."enum__pages_v_blocks_cards_columns" AS ENUM('2', '3', '4');
  CREATE TYPE "public"."enum__pages_v_blocks_checklist_links_variant" AS ENUM('primary', 'secondary', 'ghost');
  CREATE TYPE "public"."enum__pages_v_blocks_scheduler_calendar" AS ENUM('consultation', 'onboarding');
  CREATE TYPE "public"."enum__pages_v_blocks_case_studies_cta_links_variant" AS ENUM('primary', 'secondary', 'ghost');
  CREATE TYPE "public"."enum__pages_v_blocks_case_studies_kind" AS ENUM('b2b', 'charity');
  CREATE TYPE "public"."enum__pages_v_blocks_pricing_section_calculator_placement" AS ENUM('toggle', 'below');
  CREATE TYPE "public"."enum__pages_v_blocks_email_cta_address" AS ENUM('partnersEmail', 'supportEmail');
  CREATE TYPE "public"."enum__pages_v_blocks_onboarding_wizard_steps" AS ENUM('5', '2');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_posts_category" AS ENUM('Strategy', 'Networking', 'Tools', 'Trends', 'Content', 'Sales');
  CREATE TYPE "public"."enum_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__posts_v_version_category" AS ENUM('Strategy', 'Networking', 'Tools', 'Trends', 'Content', 'Sales');
  CREATE TYPE "public"."enum__posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_case_studies_kind" AS ENUM('b2b', 'charity');
  CREATE TYPE "public"."enum_case_studies_icon" AS ENUM('heart', 'hand-heart', 'sprout', 'users');
  CREATE TYPE "public"."enum_onboarding_submissions_status" AS ENUM('new', 'contacted', 'onboarded', 'archived');
  CREATE TYPE "public"."enum_onboarding_submissions_brief_status" AS ENUM('queued', 'delivered', 'retrying', 'failed', 'logged');
  CREATE TYPE "public"."enum_onboarding_submissions_variant" AS ENUM('full', 'quick');
  CREATE TYPE "public"."enum_academy_modules_difficulty" AS ENUM('Beginner', 'Intermediate', 'Advanced');
  CREATE TYPE "public"."enum_academy_videos_level" AS ENUM('Beginner', 'Intermediate', 'Advanced');
  CREATE TYPE "public"."enum_plans_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__plans_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_price_books_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__price_books_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_calculators_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__calculators_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'marketer', 'ops');
  CREATE TYPE "public"."enum_exports_format" AS ENUM('csv', 'json');
  CREATE TYPE "public"."enum_exports_sort_order" AS ENUM('asc', 'desc');
  CREATE TYPE "public"."enum_exports_drafts" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_imports_import_mode" AS ENUM('create', 'update', 'upsert');
  CREATE TYPE "public"."enum_imports_status" AS ENUM('pending', 'completed', 'partial', 'failed');
  CREATE TYPE "public"."enum_redirects_to_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_redirects_type" AS ENUM('301', '302');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendBrief', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendBrief', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  CREATE TYPE "public"."enum_currencies_default_currency" AS ENUM('GBP', 'EUR', 'USD');
  CREATE TYPE "public"."enum_currencies_rounding" AS ENUM('nearest', 'up', 'down');
  CREATE TYPE "public"."enum_currencies_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__currencies_v_version_default_currency" AS ENUM('GBP', 'EUR', 'USD');
  CREATE TYPE "public"."enum__currencies_v_version_rounding" AS ENUM('nearest', 'up', 'down');
  CREATE TYPE "public"."enum__currencies_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "pages_blocks_hero_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_hero_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"variant" "enum_pages_blocks_hero_links_variant" DEFAULT 'primary'
  );
  
  CREATE TABLE "pages_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"subheading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" jsonb,
  	"width" "enum_pages_blocks_content_width" DEFAULT 'prose',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"url" varchar,
  	"title" varchar,
  	"poster_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_cta_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"variant" "enum_pages_blocks_cta_links_variant" DEFAULT 'primary'
  );
  
  CREATE TABLE "pages_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_stats_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"claim_id" integer,
  	"label" varchar
  );
  
  CREATE TABLE "pages_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"tone" "enum_pages_blocks_stats_tone" DEFAULT 'light',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_cards_items_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_cards_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"icon" "enum_pages_blocks_cards_items_icon",
  	"title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "pages_blocks_cards_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"variant" "enum_pages_blocks_cards_links_variant" DEFAULT 'primary'
  );
  
  CREATE TABLE "pages_blocks_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"layout" "enum_pages_blocks_cards_layout" DEFAULT 'grid',
  	"columns" "enum_pages_blocks_cards_columns" DEFAULT '3',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_story_tabs_stories" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"heading" varchar,
  	"where_they_were" varchar,
  	"goal" varchar,
  	"challenge" varchar,
  	"success" varchar
  );
  
  CREATE TABLE "pages_blocks_story_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"limit" numeric DEFAULT 6,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_team" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar DEFAULT 'faq',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"email_card_title" varchar,
  	"email_card_body" varchar,
  	"chat_card_title" varchar,
  	"chat_card_body" varchar,
  	"phone_card_title" varchar,
  	"phone_card_body" varchar,
  	"chat_auto_reply" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_checklist_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_checklist_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"variant" "enum_pages_blocks_checklist_links_variant" DEFAULT 'primary'
  );
  
  CREATE TABLE "pages_blocks_checklist" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"note" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_scheduler" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"calendar" "enum_pages_blocks_scheduler_calendar" DEFAULT 'consultation',
  	"height" numeric DEFAULT 630,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_redirect_screen" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"message" varchar DEFAULT 'Redirecting to onboarding...',
  	"target" varchar DEFAULT '/onboarding',
  	"link_label" varchar DEFAULT 'Continue to onboarding',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_case_studies_cta_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"variant" "enum_pages_blocks_case_studies_cta_links_variant" DEFAULT 'primary'
  );
  
  CREATE TABLE "pages_blocks_case_studies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"kind" "enum_pages_blocks_case_studies_kind" DEFAULT 'b2b',
  	"cta_heading" varchar,
  	"cta_body" varchar,
  	"cta_consult_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_academy_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "pages_blocks_academy" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"path_heading" varchar,
  	"path_intro" varchar,
  	"videos_heading" varchar,
  	"videos_intro" varchar,
  	"modules_heading" varchar,
  	"modules_intro" varchar,
  	"closing_heading" varchar,
  	"closing_body" varchar,
  	"dialog_title" varchar DEFAULT 'Academy Access Restricted',
  	"dialog_body" varchar DEFAULT 'The Leadpilot Academy is available to clients only. Once you are on board, you will find every video, module and template in your client dashboard.',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_pricing_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"price_book_id" integer,
  	"price_multiplier" numeric DEFAULT 1,
  	"show_teams_toggle" boolean,
  	"calculator_id" integer,
  	"calculator_placement" "enum_pages_blocks_pricing_section_calculator_placement" DEFAULT 'toggle',
  	"calculator_heading" varchar DEFAULT 'Calculate your return on investment',
  	"show_commission" boolean,
  	"commission_heading" varchar DEFAULT 'Your Monthly Commission Examples',
  	"commission_percent" numeric DEFAULT 20,
  	"plan_button_label" varchar DEFAULT 'Get Started',
  	"plan_button_href" varchar DEFAULT '/onboarding',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_roi_calculator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"calculator_id" integer,
  	"show_currency_switch" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_numbered_steps_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "pages_blocks_numbered_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_email_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" varchar,
  	"address" "enum_pages_blocks_email_cta_address" DEFAULT 'partnersEmail',
  	"button_label" varchar DEFAULT 'Email us',
  	"subject" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_onboarding_wizard" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"steps" "enum_pages_blocks_onboarding_wizard_steps" DEFAULT '5',
  	"heading" varchar DEFAULT 'Welcome Aboard!',
  	"intro" varchar DEFAULT 'Let''s get you set up for success',
  	"welcome_video_url" varchar,
  	"guide_video_url" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_pages_v_blocks_hero_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"variant" "enum__pages_v_blocks_hero_links_variant" DEFAULT 'primary',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"subheading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" jsonb,
  	"width" "enum__pages_v_blocks_content_width" DEFAULT 'prose',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"url" varchar,
  	"title" varchar,
  	"poster_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cta_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"variant" "enum__pages_v_blocks_cta_links_variant" DEFAULT 'primary',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stats_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"claim_id" integer,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"tone" "enum__pages_v_blocks_stats_tone" DEFAULT 'light',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cards_items_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cards_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"icon" "enum__pages_v_blocks_cards_items_icon",
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cards_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"variant" "enum__pages_v_blocks_cards_links_variant" DEFAULT 'primary',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"layout" "enum__pages_v_blocks_cards_layout" DEFAULT 'grid',
  	"columns" "enum__pages_v_blocks_cards_columns" DEFAULT '3',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_story_tabs_stories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"heading" varchar,
  	"where_they_were" varchar,
  	"goal" varchar,
  	"challenge" varchar,
  	"success" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_story_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"limit" numeric DEFAULT 6,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_team" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar DEFAULT 'faq',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"email_card_title" varchar,
  	"email_card_body" varchar,
  	"chat_card_title" varchar,
  	"chat_card_body" varchar,
  	"phone_card_title" varchar,
  	"phone_card_body" varchar,
  	"chat_auto_reply" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_checklist_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_checklist_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"variant" "enum__pages_v_blocks_checklist_links_variant" DEFAULT 'primary',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_checklist" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"note" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_scheduler" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"calendar" "enum__pages_v_blocks_scheduler_calendar" DEFAULT 'consultation',
  	"height" numeric DEFAULT 630,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_redirect_screen" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"message" varchar DEFAULT 'Redirecting to onboarding...',
  	"target" varchar DEFAULT '/onboarding',
  	"link_label" varchar DEFAULT 'Continue to onboarding',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_case_studies_cta_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"variant" "enum__pages_v_blocks_case_studies_cta_links_variant" DEFAULT 'primary',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_case_studies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"kind" "enum__pages_v_blocks_case_studies_kind" DEFAULT 'b2b',
  	"cta_heading" varchar,
  	"cta_body" varchar,
  	"cta_consult_label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_academy_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_academy" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"path_heading" varchar,
  	"path_intro" varchar,
  	"videos_heading" varchar,
  	"videos_intro" varchar,
  	"modules_heading" varchar,
  	"modules_intro" varchar,
  	"closing_heading" varchar,
  	"closing_body" varchar,
  	"dialog_title" varchar DEFAULT 'Academy Access Restricted',
  	"dialog_body" varchar DEFAULT 'The Leadpilot Academy is available to clients only. Once you are on board, you will find every video, module and template in your client dashboard.',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_pricing_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"price_book_id" integer,
  	"price_multiplier" numeric DEFAULT 1,
  	"show_teams_toggle" boolean,
  	"calculator_id" integer,
  	"calculator_placement" "enum__pages_v_blocks_pricing_section_calculator_placement" DEFAULT 'toggle',
  	"calculator_heading" varchar DEFAULT 'Calculate your return on investment',
  	"show_commission" boolean,
  	"commission_heading" varchar DEFAULT 'Your Monthly Commission Examples',
  	"commission_percent" numeric DEFAULT 20,
  	"plan_button_label" varchar DEFAULT 'Get Started',
  	"plan_button_href" varchar DEFAULT '/onboarding',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_roi_calculator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"calculator_id" integer,
  	"show_currency_switch" boolean,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_numbered_steps_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_numbered_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_email_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" varchar,
  	"address" "enum__pages_v_blocks_email_cta_address" DEFAULT 'partnersEmail',
  	"button_label" varchar DEFAULT 'Email us',
  	"subject" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_onboarding_wizard" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"steps" "enum__pages_v_blocks_onboarding_wizard_steps" DEFAULT '5',
  	"heading" varchar DEFAULT 'Welcome Aboard!',
  	"intro" varchar DEFAULT 'Let''s get you set up for success',
  	"welcome_video_url" varchar,
  	"guide_video_url" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"excerpt" varchar,
  	"category" "enum_posts_category",
  	"author_id" integer,
  	"published_at" timestamp(3) with time zone,
  	"read_time" varchar,
  	"cover_id" integer,
  	"body" jsonb,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_posts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_excerpt" varchar,
  	"version_category" "enum__posts_v_version_category",
  	"version_author_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_read_time" varchar,
  	"version_cover_id" integer,
  	"version_body" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "authors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"job_title" varchar NOT NULL,
  	"bio" varchar,
  	"photo_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "case_studies_results" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "case_studies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"kind" "enum_case_studies_kind" DEFAULT 'b2b' NOT NULL,
  	"icon" "enum_case_studies_icon",
  	"company" varchar NOT NULL,
  	"industry" varchar NOT NULL,
  	"duration" varchar NOT NULL,
  	"challenge" varchar NOT NULL,
  	"solution" varchar NOT NULL,
  	"video_url" varchar,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "claims_readings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"path" varchar NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar,
  	"place" varchar
  );
  
  CREATE TABLE "claims" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"topic" varchar NOT NULL,
  	"key" varchar NOT NULL,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faq_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "testimonials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"quote" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"role" varchar,
  	"company" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "team_members" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"name" varchar NOT NULL,
  	"role" varchar NOT NULL,
  	"bio" varchar,
  	"photo_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "onboarding_submissions_icps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"locations" varchar,
  	"pain_frustration" varchar,
  	"benefits" varchar,
  	"value_offering" varchar
  );
  
  CREATE TABLE "onboarding_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_onboarding_submissions_status" DEFAULT 'new' NOT NULL,
  	"brief_status" "enum_onboarding_submissions_brief_status" DEFAULT 'queued' NOT NULL,
  	"name" varchar,
  	"email" varchar,
  	"company" varchar,
  	"role" varchar,
  	"phone" varchar,
  	"company_name" varchar,
  	"company_website" varchar,
  	"offering_summary" varchar,
  	"core_products" varchar,
  	"prospect_problem" varchar,
  	"internal_problem" varchar,
  	"external_problem" varchar,
  	"how_you_empathise" varchar,
  	"credibility" varchar,
  	"call_to_action" varchar,
  	"summary" varchar,
  	"lead_towards" varchar,
  	"lead_away_from" varchar,
  	"transformation" varchar,
  	"linkedin_credentials" boolean DEFAULT false,
  	"share_credentials" boolean DEFAULT false,
  	"setup2fa" boolean DEFAULT false,
  	"completed_signup" boolean DEFAULT false,
  	"booked_call" boolean DEFAULT false,
  	"brief" varchar,
  	"brief_delivery_attempts" numeric DEFAULT 0,
  	"brief_delivery_delivered_at" timestamp(3) with time zone,
  	"brief_delivery_last_error" varchar,
  	"submission_id" varchar NOT NULL,
  	"variant" "enum_onboarding_submissions_variant" DEFAULT 'full' NOT NULL,
  	"offer" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "onboarding_submissions_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "academy_modules" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"lessons_count" numeric NOT NULL,
  	"duration" varchar NOT NULL,
  	"difficulty" "enum_academy_modules_difficulty" DEFAULT 'Beginner' NOT NULL,
  	"progress" numeric DEFAULT 0 NOT NULL,
  	"is_completed" boolean DEFAULT false,
  	"is_unlocked" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "academy_modules_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "academy_videos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"title" varchar NOT NULL,
  	"duration" varchar NOT NULL,
  	"level" "enum_academy_videos_level" DEFAULT 'Beginner' NOT NULL,
  	"rating" numeric NOT NULL,
  	"thumbnail_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "learning_steps" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"step_number" numeric NOT NULL,
  	"duration_label" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"is_completed" boolean DEFAULT false,
  	"is_active" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "learning_steps_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "plans_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "plans" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"key" varchar,
  	"subtitle" varchar,
  	"description" varchar,
  	"additional_info" varchar,
  	"setup_fee_gbp" numeric DEFAULT 199,
  	"per_meeting_gbp" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_plans_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_plans_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_plans_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_key" varchar,
  	"version_subtitle" varchar,
  	"version_description" varchar,
  	"version_additional_info" varchar,
  	"version_setup_fee_gbp" numeric DEFAULT 199,
  	"version_per_meeting_gbp" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__plans_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "price_books_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"plan_id" integer,
  	"monthly_gbp" numeric,
  	"annual_gbp" numeric,
  	"is_popular" boolean,
  	"teams_only" boolean,
  	"prospects_per_month" numeric DEFAULT 800,
  	"prospects_per_year" numeric DEFAULT 9600,
  	"prospects_or_more" boolean,
  	"savings_monthly_gbp" numeric,
  	"savings_annual_gbp" numeric
  );
  
  CREATE TABLE "price_books" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"key" varchar,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_price_books_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_price_books_v_version_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"plan_id" integer,
  	"monthly_gbp" numeric,
  	"annual_gbp" numeric,
  	"is_popular" boolean,
  	"teams_only" boolean,
  	"prospects_per_month" numeric DEFAULT 800,
  	"prospects_per_year" numeric DEFAULT 9600,
  	"prospects_or_more" boolean,
  	"savings_monthly_gbp" numeric,
  	"savings_annual_gbp" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_price_books_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_key" varchar,
  	"version_notes" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__price_books_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "calculators_packages_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "calculators_packages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"key" varchar,
  	"subtitle" varchar,
  	"prices_gbp" numeric,
  	"prices_eur" numeric,
  	"prices_usd" numeric,
  	"expected_meetings_min" numeric DEFAULT 5,
  	"expected_meetings_max" numeric DEFAULT 15,
  	"prospects_per_month" numeric DEFAULT 800,
  	"additional_cost_per_meeting_gbp" numeric,
  	"additional_cost_per_meeting_eur" numeric,
  	"additional_cost_per_meeting_usd" numeric
  );
  
  CREATE TABLE "calculators" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"key" varchar,
  	"defaults_monthly_leads" numeric DEFAULT 5,
  	"defaults_yearly_leads" numeric DEFAULT 60,
  	"defaults_conversion_rate" numeric DEFAULT 5,
  	"defaults_average_deal_size" numeric DEFAULT 30000,
  	"defaults_selected_package" varchar DEFAULT 'leadpilotpro',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_calculators_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_calculators_v_version_packages_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_calculators_v_version_packages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"key" varchar,
  	"subtitle" varchar,
  	"prices_gbp" numeric,
  	"prices_eur" numeric,
  	"prices_usd" numeric,
  	"expected_meetings_min" numeric DEFAULT 5,
  	"expected_meetings_max" numeric DEFAULT 15,
  	"prospects_per_month" numeric DEFAULT 800,
  	"additional_cost_per_meeting_gbp" numeric,
  	"additional_cost_per_meeting_eur" numeric,
  	"additional_cost_per_meeting_usd" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_calculators_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_key" varchar,
  	"version_defaults_monthly_leads" numeric DEFAULT 5,
  	"version_defaults_yearly_leads" numeric DEFAULT 60,
  	"version_defaults_conversion_rate" numeric DEFAULT 5,
  	"version_defaults_average_deal_size" numeric DEFAULT 30000,
  	"version_defaults_selected_package" varchar DEFAULT 'leadpilotpro',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__calculators_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_wide_url" varchar,
  	"sizes_wide_width" numeric,
  	"sizes_wide_height" numeric,
  	"sizes_wide_mime_type" varchar,
  	"sizes_wide_filesize" numeric,
  	"sizes_wide_filename" varchar,
  	"sizes_og_url" varchar,
  	"sizes_og_width" numeric,
  	"sizes_og_height" numeric,
  	"sizes_og_mime_type" varchar,
  	"sizes_og_filesize" numeric,
  	"sizes_og_filename" varchar
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" "enum_users_role" DEFAULT 'marketer' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "exports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"format" "enum_exports_format" DEFAULT 'csv' NOT NULL,
  	"limit" numeric,
  	"page" numeric DEFAULT 1,
  	"sort" varchar,
  	"sort_order" "enum_exports_sort_order",
  	"drafts" "enum_exports_drafts" DEFAULT 'yes',
  	"collection_slug" varchar DEFAULT 'onboarding-submissions' NOT NULL,
  	"where" jsonb DEFAULT '{}'::jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "exports_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"collection_slug" varchar NOT NULL,
  	"import_mode" "enum_imports_import_mode",
  	"match_field" varchar DEFAULT 'id',
  	"status" "enum_imports_status" DEFAULT 'pending',
  	"summary_imported" numeric,
  	"summary_updated" numeric,
  	"summary_total" numeric,
  	"summary_issues" numeric,
  	"summary_issue_details" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to_type" "enum_redirects_to_type" DEFAULT 'reference',
  	"to_url" varchar,
  	"type" "enum_redirects_type" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"posts_id" integer,
  	"authors_id" integer,
  	"case_studies_id" integer,
  	"claims_id" integer,
  	"faq_items_id" integer,
  	"testimonials_id" integer,
  	"team_members_id" integer,
  	"onboarding_submissions_id" integer,
  	"academy_modules_id" integer,
  	"academy_videos_id" integer,
  	"learning_steps_id" integer,
  	"plans_id" integer,
  	"price_books_id" integer,
  	"calculators_id" integer,
  	"media_id" integer,
  	"users_id" integer,
  	"redirects_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_brief_recipients" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_footer_columns_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_footer_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand_name" varchar DEFAULT 'Leadpilot' NOT NULL,
  	"product_name" varchar DEFAULT 'Leadpilot' NOT NULL,
  	"company_name" varchar DEFAULT 'Leadpilot Ltd' NOT NULL,
  	"tagline" varchar,
  	"logo_id" integer,
  	"login_url" varchar NOT NULL,
  	"consultation_url" varchar NOT NULL,
  	"onboarding_call_url" varchar NOT NULL,
  	"support_email" varchar NOT NULL,
  	"partners_email" varchar NOT NULL,
  	"phone" varchar,
  	"company_address" varchar NOT NULL,
  	"header_cta_label" varchar NOT NULL,
  	"header_cta_href" varchar NOT NULL,
  	"footer_note" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "currencies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"default_currency" "enum_currencies_default_currency" DEFAULT 'GBP',
  	"rounding" "enum_currencies_rounding" DEFAULT 'nearest',
  	"gbp_symbol" varchar DEFAULT '£',
  	"gbp_rate" numeric DEFAULT 1,
  	"eur_symbol" varchar DEFAULT '€',
  	"eur_rate" numeric,
  	"usd_symbol" varchar DEFAULT '$',
  	"usd_rate" numeric,
  	"_status" "enum_currencies_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_currencies_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_default_currency" "enum__currencies_v_version_default_currency" DEFAULT 'GBP',
  	"version_rounding" "enum__currencies_v_version_rounding" DEFAULT 'nearest',
  	"version_gbp_symbol" varchar DEFAULT '£',
  	"version_gbp_rate" numeric DEFAULT 1,
  	"version_eur_symbol" varchar DEFAULT '€',
  	"version_eur_rate" numeric,
  	"version_usd_symbol" varchar DEFAULT '$',
  	"version_usd_rate" numeric,
  	"version__status" "enum__currencies_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "pages_blocks_hero_points" ADD CONSTRAINT "pages_blocks_hero_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_links" ADD CONSTRAINT "pages_blocks_hero_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_content" ADD CONSTRAINT "pages_blocks_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta_links" ADD CONSTRAINT "pages_blocks_cta_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta" ADD CONSTRAINT "pages_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats_items" ADD CONSTRAINT "pages_blocks_stats_items_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats_items" ADD CONSTRAINT "pages_blocks_stats_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats" ADD CONSTRAINT "pages_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cards_items_features" ADD CONSTRAINT "pages_blocks_cards_items_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_cards_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cards_items" ADD CONSTRAINT "pages_blocks_cards_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cards_links" ADD CONSTRAINT "pages_blocks_cards_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cards" ADD CONSTRAINT "pages_blocks_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_story_tabs_stories" ADD CONSTRAINT "pages_blocks_story_tabs_stories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_story_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_story_tabs" ADD CONSTRAINT "pages_blocks_story_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials" ADD CONSTRAINT "pages_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_team" ADD CONSTRAINT "pages_blocks_team_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq" ADD CONSTRAINT "pages_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact" ADD CONSTRAINT "pages_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_checklist_items" ADD CONSTRAINT "pages_blocks_checklist_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_checklist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_checklist_links" ADD CONSTRAINT "pages_blocks_checklist_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_checklist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_checklist" ADD CONSTRAINT "pages_blocks_checklist_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_scheduler" ADD CONSTRAINT "pages_blocks_scheduler_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_redirect_screen" ADD CONSTRAINT "pages_blocks_redirect_screen_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_case_studies_cta_links" ADD CONSTRAINT "pages_blocks_case_studies_cta_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_case_studies" ADD CONSTRAINT "pages_blocks_case_studies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_academy_stats" ADD CONSTRAINT "pages_blocks_academy_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_academy"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_academy" ADD CONSTRAINT "pages_blocks_academy_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_pricing_section" ADD CONSTRAINT "pages_blocks_pricing_section_price_book_id_price_books_id_fk" FOREIGN KEY ("price_book_id") REFERENCES "public"."price_books"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_pricing_section" ADD CONSTRAINT "pages_blocks_pricing_section_calculator_id_calculators_id_fk" FOREIGN KEY ("calculator_id") REFERENCES "public"."calculators"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_pricing_section" ADD CONSTRAINT "pages_blocks_pricing_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_roi_calculator" ADD CONSTRAINT "pages_blocks_roi_calculator_calculator_id_calculators_id_fk" FOREIGN KEY ("calculator_id") REFERENCES "public"."calculators"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_roi_calculator" ADD CONSTRAINT "pages_blocks_roi_calculator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_numbered_steps_steps" ADD CONSTRAINT "pages_blocks_numbered_steps_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_numbered_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_numbered_steps" ADD CONSTRAINT "pages_blocks_numbered_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_email_cta" ADD CONSTRAINT "pages_blocks_email_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_onboarding_wizard" ADD CONSTRAINT "pages_blocks_onboarding_wizard_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_points" ADD CONSTRAINT "_pages_v_blocks_hero_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_links" ADD CONSTRAINT "_pages_v_blocks_hero_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content" ADD CONSTRAINT "_pages_v_blocks_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cta_links" ADD CONSTRAINT "_pages_v_blocks_cta_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cta" ADD CONSTRAINT "_pages_v_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stats_items" ADD CONSTRAINT "_pages_v_blocks_stats_items_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stats_items" ADD CONSTRAINT "_pages_v_blocks_stats_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stats" ADD CONSTRAINT "_pages_v_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cards_items_features" ADD CONSTRAINT "_pages_v_blocks_cards_items_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_cards_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cards_items" ADD CONSTRAINT "_pages_v_blocks_cards_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cards_links" ADD CONSTRAINT "_pages_v_blocks_cards_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cards" ADD CONSTRAINT "_pages_v_blocks_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_story_tabs_stories" ADD CONSTRAINT "_pages_v_blocks_story_tabs_stories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_story_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_story_tabs" ADD CONSTRAINT "_pages_v_blocks_story_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonials" ADD CONSTRAINT "_pages_v_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_team" ADD CONSTRAINT "_pages_v_blocks_team_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq" ADD CONSTRAINT "_pages_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact" ADD CONSTRAINT "_pages_v_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_checklist_items" ADD CONSTRAINT "_pages_v_blocks_checklist_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_checklist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_checklist_links" ADD CONSTRAINT "_pages_v_blocks_checklist_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_checklist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_checklist" ADD CONSTRAINT "_pages_v_blocks_checklist_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_scheduler" ADD CONSTRAINT "_pages_v_blocks_scheduler_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_redirect_screen" ADD CONSTRAINT "_pages_v_blocks_redirect_screen_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_case_studies_cta_links" ADD CONSTRAINT "_pages_v_blocks_case_studies_cta_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_case_studies" ADD CONSTRAINT "_pages_v_blocks_case_studies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_academy_stats" ADD CONSTRAINT "_pages_v_blocks_academy_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_academy"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_academy" ADD CONSTRAINT "_pages_v_blocks_academy_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_pricing_section" ADD CONSTRAINT "_pages_v_blocks_pricing_section_price_book_id_price_books_id_fk" FOREIGN KEY ("price_book_id") REFERENCES "public"."price_books"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_pricing_section" ADD CONSTRAINT "_pages_v_blocks_pricing_section_calculator_id_calculators_id_fk" FOREIGN KEY ("calculator_id") REFERENCES "public"."calculators"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_pricing_section" ADD CONSTRAINT "_pages_v_blocks_pricing_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_roi_calculator" ADD CONSTRAINT "_pages_v_blocks_roi_calculator_calculator_id_calculators_id_fk" FOREIGN KEY ("calculator_id") REFERENCES "public"."calculators"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_roi_calculator" ADD CONSTRAINT "_pages_v_blocks_roi_calculator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_numbered_steps_steps" ADD CONSTRAINT "_pages_v_blocks_numbered_steps_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_numbered_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_numbered_steps" ADD CONSTRAINT "_pages_v_blocks_numbered_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_email_cta" ADD CONSTRAINT "_pages_v_blocks_email_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_onboarding_wizard" ADD CONSTRAINT "_pages_v_blocks_onboarding_wizard_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_parent_id_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_author_id_authors_id_fk" FOREIGN KEY ("version_author_id") REFERENCES "public"."authors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "authors" ADD CONSTRAINT "authors_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "case_studies_results" ADD CONSTRAINT "case_studies_results_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "claims_readings" ADD CONSTRAINT "claims_readings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "team_members" ADD CONSTRAINT "team_members_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "onboarding_submissions_icps" ADD CONSTRAINT "onboarding_submissions_icps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."onboarding_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "onboarding_submissions_texts" ADD CONSTRAINT "onboarding_submissions_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."onboarding_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "academy_modules_texts" ADD CONSTRAINT "academy_modules_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."academy_modules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "academy_videos" ADD CONSTRAINT "academy_videos_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "learning_steps_texts" ADD CONSTRAINT "learning_steps_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."learning_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "plans_features" ADD CONSTRAINT "plans_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_plans_v_version_features" ADD CONSTRAINT "_plans_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_plans_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_plans_v" ADD CONSTRAINT "_plans_v_parent_id_plans_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "price_books_prices" ADD CONSTRAINT "price_books_prices_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "price_books_prices" ADD CONSTRAINT "price_books_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."price_books"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_price_books_v_version_prices" ADD CONSTRAINT "_price_books_v_version_prices_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_price_books_v_version_prices" ADD CONSTRAINT "_price_books_v_version_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_price_books_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_price_books_v" ADD CONSTRAINT "_price_books_v_parent_id_price_books_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."price_books"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "calculators_packages_features" ADD CONSTRAINT "calculators_packages_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."calculators_packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "calculators_packages" ADD CONSTRAINT "calculators_packages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."calculators"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_calculators_v_version_packages_features" ADD CONSTRAINT "_calculators_v_version_packages_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_calculators_v_version_packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_calculators_v_version_packages" ADD CONSTRAINT "_calculators_v_version_packages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_calculators_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_calculators_v" ADD CONSTRAINT "_calculators_v_parent_id_calculators_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."calculators"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "exports_texts" ADD CONSTRAINT "exports_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."exports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_authors_fk" FOREIGN KEY ("authors_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_case_studies_fk" FOREIGN KEY ("case_studies_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_claims_fk" FOREIGN KEY ("claims_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faq_items_fk" FOREIGN KEY ("faq_items_id") REFERENCES "public"."faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_team_members_fk" FOREIGN KEY ("team_members_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_onboarding_submissions_fk" FOREIGN KEY ("onboarding_submissions_id") REFERENCES "public"."onboarding_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_academy_modules_fk" FOREIGN KEY ("academy_modules_id") REFERENCES "public"."academy_modules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_academy_videos_fk" FOREIGN KEY ("academy_videos_id") REFERENCES "public"."academy_videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_learning_steps_fk" FOREIGN KEY ("learning_steps_id") REFERENCES "public"."learning_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_plans_fk" FOREIGN KEY ("plans_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_price_books_fk" FOREIGN KEY ("price_books_id") REFERENCES "public"."price_books"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_calculators_fk" FOREIGN KEY ("calculators_id") REFERENCES "public"."calculators"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_brief_recipients" ADD CONSTRAINT "site_settings_brief_recipients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_footer_columns_links" ADD CONSTRAINT "site_settings_footer_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_footer_columns" ADD CONSTRAINT "site_settings_footer_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_points_order_idx" ON "pages_blocks_hero_points" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_points_parent_id_idx" ON "pages_blocks_hero_points" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_links_order_idx" ON "pages_blocks_hero_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_links_parent_id_idx" ON "pages_blocks_hero_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_order_idx" ON "pages_blocks_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_parent_id_idx" ON "pages_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_path_idx" ON "pages_blocks_hero" USING btree ("_path");
  CREATE INDEX "pages_blocks_content_order_idx" ON "pages_blocks_content" USING btree ("_order");
  CREATE INDEX "pages_blocks_content_parent_id_idx" ON "pages_blocks_content" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_content_path_idx" ON "pages_blocks_content" USING btree ("_path");
  CREATE INDEX "pages_blocks_video_order_idx" ON "pages_blocks_video" USING btree ("_order");
  CREATE INDEX "pages_blocks_video_parent_id_idx" ON "pages_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_video_path_idx" ON "pages_blocks_video" USING btree ("_path");
  CREATE INDEX "pages_blocks_video_poster_idx" ON "pages_blocks_video" USING btree ("poster_id");
  CREATE INDEX "pages_blocks_cta_links_order_idx" ON "pages_blocks_cta_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_cta_links_parent_id_idx" ON "pages_blocks_cta_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cta_order_idx" ON "pages_blocks_cta" USING btree ("_order");
  CREATE INDEX "pages_blocks_cta_parent_id_idx" ON "pages_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cta_path_idx" ON "pages_blocks_cta" USING btree ("_path");
  CREATE INDEX "pages_blocks_stats_items_order_idx" ON "pages_blocks_stats_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_stats_items_parent_id_idx" ON "pages_blocks_stats_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stats_items_claim_idx" ON "pages_blocks_stats_items" USING btree ("claim_id");
  CREATE INDEX "pages_blocks_stats_order_idx" ON "pages_blocks_stats" USING btree ("_order");
  CREATE INDEX "pages_blocks_stats_parent_id_idx" ON "pages_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stats_path_idx" ON "pages_blocks_stats" USING btree ("_path");
  CREATE INDEX "pages_blocks_cards_items_features_order_idx" ON "pages_blocks_cards_items_features" USING btree ("_order");
  CREATE INDEX "pages_blocks_cards_items_features_parent_id_idx" ON "pages_blocks_cards_items_features" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cards_items_order_idx" ON "pages_blocks_cards_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_cards_items_parent_id_idx" ON "pages_blocks_cards_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cards_links_order_idx" ON "pages_blocks_cards_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_cards_links_parent_id_idx" ON "pages_blocks_cards_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cards_order_idx" ON "pages_blocks_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_cards_parent_id_idx" ON "pages_blocks_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cards_path_idx" ON "pages_blocks_cards" USING btree ("_path");
  CREATE INDEX "pages_blocks_story_tabs_stories_order_idx" ON "pages_blocks_story_tabs_stories" USING btree ("_order");
  CREATE INDEX "pages_blocks_story_tabs_stories_parent_id_idx" ON "pages_blocks_story_tabs_stories" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_story_tabs_order_idx" ON "pages_blocks_story_tabs" USING btree ("_order");
  CREATE INDEX "pages_blocks_story_tabs_parent_id_idx" ON "pages_blocks_story_tabs" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_story_tabs_path_idx" ON "pages_blocks_story_tabs" USING btree ("_path");
  CREATE INDEX "pages_blocks_testimonials_order_idx" ON "pages_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "pages_blocks_testimonials_parent_id_idx" ON "pages_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_testimonials_path_idx" ON "pages_blocks_testimonials" USING btree ("_path");
  CREATE INDEX "pages_blocks_team_order_idx" ON "pages_blocks_team" USING btree ("_order");
  CREATE INDEX "pages_blocks_team_parent_id_idx" ON "pages_blocks_team" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_team_path_idx" ON "pages_blocks_team" USING btree ("_path");
  CREATE INDEX "pages_blocks_faq_order_idx" ON "pages_blocks_faq" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_parent_id_idx" ON "pages_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_path_idx" ON "pages_blocks_faq" USING btree ("_path");
  CREATE INDEX "pages_blocks_contact_order_idx" ON "pages_blocks_contact" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_parent_id_idx" ON "pages_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_path_idx" ON "pages_blocks_contact" USING btree ("_path");
  CREATE INDEX "pages_blocks_checklist_items_order_idx" ON "pages_blocks_checklist_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_checklist_items_parent_id_idx" ON "pages_blocks_checklist_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_checklist_links_order_idx" ON "pages_blocks_checklist_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_checklist_links_parent_id_idx" ON "pages_blocks_checklist_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_checklist_order_idx" ON "pages_blocks_checklist" USING btree ("_order");
  CREATE INDEX "pages_blocks_checklist_parent_id_idx" ON "pages_blocks_checklist" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_checklist_path_idx" ON "pages_blocks_checklist" USING btree ("_path");
  CREATE INDEX "pages_blocks_scheduler_order_idx" ON "pages_blocks_scheduler" USING btree ("_order");
  CREATE INDEX "pages_blocks_scheduler_parent_id_idx" ON "pages_blocks_scheduler" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_scheduler_path_idx" ON "pages_blocks_scheduler" USING btree ("_path");
  CREATE INDEX "pages_blocks_redirect_screen_order_idx" ON "pages_blocks_redirect_screen" USING btree ("_order");
  CREATE INDEX "pages_blocks_redirect_screen_parent_id_idx" ON "pages_blocks_redirect_screen" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_redirect_screen_path_idx" ON "pages_blocks_redirect_screen" USING btree ("_path");
  CREATE INDEX "pages_blocks_case_studies_cta_links_order_idx" ON "pages_blocks_case_studies_cta_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_case_studies_cta_links_parent_id_idx" ON "pages_blocks_case_studies_cta_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_case_studies_order_idx" ON "pages_blocks_case_studies" USING btree ("_order");
  CREATE INDEX "pages_blocks_case_studies_parent_id_idx" ON "pages_blocks_case_studies" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_case_studies_path_idx" ON "pages_blocks_case_studies" USING btree ("_path");
  CREATE INDEX "pages_blocks_academy_stats_order_idx" ON "pages_blocks_academy_stats" USING btree ("_order");
  CREATE INDEX "pages_blocks_academy_stats_parent_id_idx" ON "pages_blocks_academy_stats" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_academy_order_idx" ON "pages_blocks_academy" USING btree ("_order");
  CREATE INDEX "pages_blocks_academy_parent_id_idx" ON "pages_blocks_academy" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_academy_path_idx" ON "pages_blocks_academy" USING btree ("_path");
  CREATE INDEX "pages_blocks_pricing_section_order_idx" ON "pages_blocks_pricing_section" USING btree ("_order");
  CREATE INDEX "pages_blocks_pricing_section_parent_id_idx" ON "pages_blocks_pricing_section" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_pricing_section_path_idx" ON "pages_blocks_pricing_section" USING btree ("_path");
  CREATE INDEX "pages_blocks_pricing_section_price_book_idx" ON "pages_blocks_pricing_section" USING btree ("price_book_id");
  CREATE INDEX "pages_blocks_pricing_section_calculator_idx" ON "pages_blocks_pricing_section" USING btree ("calculator_id");
  CREATE INDEX "pages_blocks_roi_calculator_order_idx" ON "pages_blocks_roi_calculator" USING btree ("_order");
  CREATE INDEX "pages_blocks_roi_calculator_parent_id_idx" ON "pages_blocks_roi_calculator" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_roi_calculator_path_idx" ON "pages_blocks_roi_calculator" USING btree ("_path");
  CREATE INDEX "pages_blocks_roi_calculator_calculator_idx" ON "pages_blocks_roi_calculator" USING btree ("calculator_id");
  CREATE INDEX "pages_blocks_numbered_steps_steps_order_idx" ON "pages_blocks_numbered_steps_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_numbered_steps_steps_parent_id_idx" ON "pages_blocks_numbered_steps_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_numbered_steps_order_idx" ON "pages_blocks_numbered_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_numbered_steps_parent_id_idx" ON "pages_blocks_numbered_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_numbered_steps_path_idx" ON "pages_blocks_numbered_steps" USING btree ("_path");
  CREATE INDEX "pages_blocks_email_cta_order_idx" ON "pages_blocks_email_cta" USING btree ("_order");
  CREATE INDEX "pages_blocks_email_cta_parent_id_idx" ON "pages_blocks_email_cta" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_email_cta_path_idx" ON "pages_blocks_email_cta" USING btree ("_path");
  CREATE INDEX "pages_blocks_onboarding_wizard_order_idx" ON "pages_blocks_onboarding_wizard" USING btree ("_order");
  CREATE INDEX "pages_blocks_onboarding_wizard_parent_id_idx" ON "pages_blocks_onboarding_wizard" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_onboarding_wizard_path_idx" ON "pages_blocks_onboarding_wizard" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages" USING btree ("meta_image_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "_pages_v_blocks_hero_points_order_idx" ON "_pages_v_blocks_hero_points" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_points_parent_id_idx" ON "_pages_v_blocks_hero_points" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_links_order_idx" ON "_pages_v_blocks_hero_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_links_parent_id_idx" ON "_pages_v_blocks_hero_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_order_idx" ON "_pages_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_parent_id_idx" ON "_pages_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_path_idx" ON "_pages_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_content_order_idx" ON "_pages_v_blocks_content" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_content_parent_id_idx" ON "_pages_v_blocks_content" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_content_path_idx" ON "_pages_v_blocks_content" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_video_order_idx" ON "_pages_v_blocks_video" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_video_parent_id_idx" ON "_pages_v_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_video_path_idx" ON "_pages_v_blocks_video" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_video_poster_idx" ON "_pages_v_blocks_video" USING btree ("poster_id");
  CREATE INDEX "_pages_v_blocks_cta_links_order_idx" ON "_pages_v_blocks_cta_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cta_links_parent_id_idx" ON "_pages_v_blocks_cta_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cta_order_idx" ON "_pages_v_blocks_cta" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cta_parent_id_idx" ON "_pages_v_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cta_path_idx" ON "_pages_v_blocks_cta" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_stats_items_order_idx" ON "_pages_v_blocks_stats_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stats_items_parent_id_idx" ON "_pages_v_blocks_stats_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stats_items_claim_idx" ON "_pages_v_blocks_stats_items" USING btree ("claim_id");
  CREATE INDEX "_pages_v_blocks_stats_order_idx" ON "_pages_v_blocks_stats" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stats_parent_id_idx" ON "_pages_v_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stats_path_idx" ON "_pages_v_blocks_stats" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_cards_items_features_order_idx" ON "_pages_v_blocks_cards_items_features" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cards_items_features_parent_id_idx" ON "_pages_v_blocks_cards_items_features" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cards_items_order_idx" ON "_pages_v_blocks_cards_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cards_items_parent_id_idx" ON "_pages_v_blocks_cards_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cards_links_order_idx" ON "_pages_v_blocks_cards_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cards_links_parent_id_idx" ON "_pages_v_blocks_cards_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cards_order_idx" ON "_pages_v_blocks_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cards_parent_id_idx" ON "_pages_v_blocks_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cards_path_idx" ON "_pages_v_blocks_cards" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_story_tabs_stories_order_idx" ON "_pages_v_blocks_story_tabs_stories" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_story_tabs_stories_parent_id_idx" ON "_pages_v_blocks_story_tabs_stories" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_story_tabs_order_idx" ON "_pages_v_blocks_story_tabs" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_story_tabs_parent_id_idx" ON "_pages_v_blocks_story_tabs" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_story_tabs_path_idx" ON "_pages_v_blocks_story_tabs" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_testimonials_order_idx" ON "_pages_v_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_testimonials_parent_id_idx" ON "_pages_v_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_testimonials_path_idx" ON "_pages_v_blocks_testimonials" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_team_order_idx" ON "_pages_v_blocks_team" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_team_parent_id_idx" ON "_pages_v_blocks_team" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_team_path_idx" ON "_pages_v_blocks_team" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_faq_order_idx" ON "_pages_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_parent_id_idx" ON "_pages_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_path_idx" ON "_pages_v_blocks_faq" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_contact_order_idx" ON "_pages_v_blocks_contact" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_contact_parent_id_idx" ON "_pages_v_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_path_idx" ON "_pages_v_blocks_contact" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_checklist_items_order_idx" ON "_pages_v_blocks_checklist_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_checklist_items_parent_id_idx" ON "_pages_v_blocks_checklist_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_checklist_links_order_idx" ON "_pages_v_blocks_checklist_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_checklist_links_parent_id_idx" ON "_pages_v_blocks_checklist_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_checklist_order_idx" ON "_pages_v_blocks_checklist" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_checklist_parent_id_idx" ON "_pages_v_blocks_checklist" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_checklist_path_idx" ON "_pages_v_blocks_checklist" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_scheduler_order_idx" ON "_pages_v_blocks_scheduler" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_scheduler_parent_id_idx" ON "_pages_v_blocks_scheduler" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_scheduler_path_idx" ON "_pages_v_blocks_scheduler" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_redirect_screen_order_idx" ON "_pages_v_blocks_redirect_screen" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_redirect_screen_parent_id_idx" ON "_pages_v_blocks_redirect_screen" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_redirect_screen_path_idx" ON "_pages_v_blocks_redirect_screen" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_case_studies_cta_links_order_idx" ON "_pages_v_blocks_case_studies_cta_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_case_studies_cta_links_parent_id_idx" ON "_pages_v_blocks_case_studies_cta_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_case_studies_order_idx" ON "_pages_v_blocks_case_studies" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_case_studies_parent_id_idx" ON "_pages_v_blocks_case_studies" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_case_studies_path_idx" ON "_pages_v_blocks_case_studies" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_academy_stats_order_idx" ON "_pages_v_blocks_academy_stats" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_academy_stats_parent_id_idx" ON "_pages_v_blocks_academy_stats" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_academy_order_idx" ON "_pages_v_blocks_academy" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_academy_parent_id_idx" ON "_pages_v_blocks_academy" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_academy_path_idx" ON "_pages_v_blocks_academy" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_pricing_section_order_idx" ON "_pages_v_blocks_pricing_section" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_pricing_section_parent_id_idx" ON "_pages_v_blocks_pricing_section" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_pricing_section_path_idx" ON "_pages_v_blocks_pricing_section" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_pricing_section_price_book_idx" ON "_pages_v_blocks_pricing_section" USING btree ("price_book_id");
  CREATE INDEX "_pages_v_blocks_pricing_section_calculator_idx" ON "_pages_v_blocks_pricing_section" USING btree ("calculator_id");
  CREATE INDEX "_pages_v_blocks_roi_calculator_order_idx" ON "_pages_v_blocks_roi_calculator" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_roi_calculator_parent_id_idx" ON "_pages_v_blocks_roi_calculator" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_roi_calculator_path_idx" ON "_pages_v_blocks_roi_calculator" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_roi_calculator_calculator_idx" ON "_pages_v_blocks_roi_calculator" USING btree ("calculator_id");
  CREATE INDEX "_pages_v_blocks_numbered_steps_steps_order_idx" ON "_pages_v_blocks_numbered_steps_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_numbered_steps_steps_parent_id_idx" ON "_pages_v_blocks_numbered_steps_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_numbered_steps_order_idx" ON "_pages_v_blocks_numbered_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_numbered_steps_parent_id_idx" ON "_pages_v_blocks_numbered_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_numbered_steps_path_idx" ON "_pages_v_blocks_numbered_steps" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_email_cta_order_idx" ON "_pages_v_blocks_email_cta" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_email_cta_parent_id_idx" ON "_pages_v_blocks_email_cta" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_email_cta_path_idx" ON "_pages_v_blocks_email_cta" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_onboarding_wizard_order_idx" ON "_pages_v_blocks_onboarding_wizard" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_onboarding_wizard_parent_id_idx" ON "_pages_v_blocks_onboarding_wizard" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_onboarding_wizard_path_idx" ON "_pages_v_blocks_onboarding_wizard" USING btree ("_path");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "posts_slug_idx" ON "posts" USING btree ("slug");
  CREATE INDEX "posts_author_idx" ON "posts" USING btree ("author_id");
  CREATE INDEX "posts_published_at_idx" ON "posts" USING btree ("published_at");
  CREATE INDEX "posts_cover_idx" ON "posts" USING btree ("cover_id");
  CREATE INDEX "posts_meta_meta_image_idx" ON "posts" USING btree ("meta_image_id");
  CREATE INDEX "posts_updated_at_idx" ON "posts" USING btree ("updated_at");
  CREATE INDEX "posts_created_at_idx" ON "posts" USING btree ("created_at");
  CREATE INDEX "posts__status_idx" ON "posts" USING btree ("_status");
  CREATE INDEX "_posts_v_parent_idx" ON "_posts_v" USING btree ("parent_id");
  CREATE INDEX "_posts_v_version_version_slug_idx" ON "_posts_v" USING btree ("version_slug");
  CREATE INDEX "_posts_v_version_version_author_idx" ON "_posts_v" USING btree ("version_author_id");
  CREATE INDEX "_posts_v_version_version_published_at_idx" ON "_posts_v" USING btree ("version_published_at");
  CREATE INDEX "_posts_v_version_version_cover_idx" ON "_posts_v" USING btree ("version_cover_id");
  CREATE INDEX "_posts_v_version_meta_version_meta_image_idx" ON "_posts_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_posts_v_version_version_updated_at_idx" ON "_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_posts_v_version_version_created_at_idx" ON "_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_posts_v_version_version__status_idx" ON "_posts_v" USING btree ("version__status");
  CREATE INDEX "_posts_v_created_at_idx" ON "_posts_v" USING btree ("created_at");
  CREATE INDEX "_posts_v_updated_at_idx" ON "_posts_v" USING btree ("updated_at");
  CREATE INDEX "_posts_v_latest_idx" ON "_posts_v" USING btree ("latest");
  CREATE INDEX "_posts_v_autosave_idx" ON "_posts_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "authors_name_idx" ON "authors" USING btree ("name");
  CREATE INDEX "authors_photo_idx" ON "authors" USING btree ("photo_id");
  CREATE INDEX "authors_updated_at_idx" ON "authors" USING btree ("updated_at");
  CREATE INDEX "authors_created_at_idx" ON "authors" USING btree ("created_at");
  CREATE INDEX "case_studies_results_order_idx" ON "case_studies_results" USING btree ("_order");
  CREATE INDEX "case_studies_results_parent_id_idx" ON "case_studies_results" USING btree ("_parent_id");
  CREATE INDEX "case_studies__order_idx" ON "case_studies" USING btree ("_order");
  CREATE UNIQUE INDEX "case_studies_slug_idx" ON "case_studies" USING btree ("slug");
  CREATE INDEX "case_studies_image_idx" ON "case_studies" USING btree ("image_id");
  CREATE INDEX "case_studies_updated_at_idx" ON "case_studies" USING btree ("updated_at");
  CREATE INDEX "case_studies_created_at_idx" ON "case_studies" USING btree ("created_at");
  CREATE INDEX "claims_readings_order_idx" ON "claims_readings" USING btree ("_order");
  CREATE INDEX "claims_readings_parent_id_idx" ON "claims_readings" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "claims_key_idx" ON "claims" USING btree ("key");
  CREATE INDEX "claims_updated_at_idx" ON "claims" USING btree ("updated_at");
  CREATE INDEX "claims_created_at_idx" ON "claims" USING btree ("created_at");
  CREATE INDEX "faq_items__order_idx" ON "faq_items" USING btree ("_order");
  CREATE UNIQUE INDEX "faq_items_question_idx" ON "faq_items" USING btree ("question");
  CREATE INDEX "faq_items_updated_at_idx" ON "faq_items" USING btree ("updated_at");
  CREATE INDEX "faq_items_created_at_idx" ON "faq_items" USING btree ("created_at");
  CREATE INDEX "testimonials__order_idx" ON "testimonials" USING btree ("_order");
  CREATE INDEX "testimonials_updated_at_idx" ON "testimonials" USING btree ("updated_at");
  CREATE INDEX "testimonials_created_at_idx" ON "testimonials" USING btree ("created_at");
  CREATE INDEX "team_members__order_idx" ON "team_members" USING btree ("_order");
  CREATE INDEX "team_members_photo_idx" ON "team_members" USING btree ("photo_id");
  CREATE INDEX "team_members_updated_at_idx" ON "team_members" USING btree ("updated_at");
  CREATE INDEX "team_members_created_at_idx" ON "team_members" USING btree ("created_at");
  CREATE INDEX "onboarding_submissions_icps_order_idx" ON "onboarding_submissions_icps" USING btree ("_order");
  CREATE INDEX "onboarding_submissions_icps_parent_id_idx" ON "onboarding_submissions_icps" USING btree ("_parent_id");
  CREATE INDEX "onboarding_submissions_status_idx" ON "onboarding_submissions" USING btree ("status");
  CREATE INDEX "onboarding_submissions_brief_status_idx" ON "onboarding_submissions" USING btree ("brief_status");
  CREATE UNIQUE INDEX "onboarding_submissions_submission_id_idx" ON "onboarding_submissions" USING btree ("submission_id");
  CREATE INDEX "onboarding_submissions_updated_at_idx" ON "onboarding_submissions" USING btree ("updated_at");
  CREATE INDEX "onboarding_submissions_created_at_idx" ON "onboarding_submissions" USING btree ("created_at");
  CREATE INDEX "onboarding_submissions_texts_order_parent" ON "onboarding_submissions_texts" USING btree ("order","parent_id");
  CREATE INDEX "academy_modules__order_idx" ON "academy_modules" USING btree ("_order");
  CREATE UNIQUE INDEX "academy_modules_title_idx" ON "academy_modules" USING btree ("title");
  CREATE INDEX "academy_modules_updated_at_idx" ON "academy_modules" USING btree ("updated_at");
  CREATE INDEX "academy_modules_created_at_idx" ON "academy_modules" USING btree ("created_at");
  CREATE INDEX "academy_modules_texts_order_parent" ON "academy_modules_texts" USING btree ("order","parent_id");
  CREATE INDEX "academy_videos__order_idx" ON "academy_videos" USING btree ("_order");
  CREATE UNIQUE INDEX "academy_videos_title_idx" ON "academy_videos" USING btree ("title");
  CREATE INDEX "academy_videos_thumbnail_idx" ON "academy_videos" USING btree ("thumbnail_id");
  CREATE INDEX "academy_videos_updated_at_idx" ON "academy_videos" USING btree ("updated_at");
  CREATE INDEX "academy_videos_created_at_idx" ON "academy_videos" USING btree ("created_at");
  CREATE UNIQUE INDEX "learning_steps_step_number_idx" ON "learning_steps" USING btree ("step_number");
  CREATE INDEX "learning_steps_updated_at_idx" ON "learning_steps" USING btree ("updated_at");
  CREATE INDEX "learning_steps_created_at_idx" ON "learning_steps" USING btree ("created_at");
  CREATE INDEX "learning_steps_texts_order_parent" ON "learning_steps_texts" USING btree ("order","parent_id");
  CREATE INDEX "plans_features_order_idx" ON "plans_features" USING btree ("_order");
  CREATE INDEX "plans_features_parent_id_idx" ON "plans_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "plans_key_idx" ON "plans" USING btree ("key");
  CREATE INDEX "plans_updated_at_idx" ON "plans" USING btree ("updated_at");
  CREATE INDEX "plans_created_at_idx" ON "plans" USING btree ("created_at");
  CREATE INDEX "plans__status_idx" ON "plans" USING btree ("_status");
  CREATE INDEX "_plans_v_version_features_order_idx" ON "_plans_v_version_features" USING btree ("_order");
  CREATE INDEX "_plans_v_version_features_parent_id_idx" ON "_plans_v_version_features" USING btree ("_parent_id");
  CREATE INDEX "_plans_v_parent_idx" ON "_plans_v" USING btree ("parent_id");
  CREATE INDEX "_plans_v_version_version_key_idx" ON "_plans_v" USING btree ("version_key");
  CREATE INDEX "_plans_v_version_version_updated_at_idx" ON "_plans_v" USING btree ("version_updated_at");
  CREATE INDEX "_plans_v_version_version_created_at_idx" ON "_plans_v" USING btree ("version_created_at");
  CREATE INDEX "_plans_v_version_version__status_idx" ON "_plans_v" USING btree ("version__status");
  CREATE INDEX "_plans_v_created_at_idx" ON "_plans_v" USING btree ("created_at");
  CREATE INDEX "_plans_v_updated_at_idx" ON "_plans_v" USING btree ("updated_at");
  CREATE INDEX "_plans_v_latest_idx" ON "_plans_v" USING btree ("latest");
  CREATE INDEX "price_books_prices_order_idx" ON "price_books_prices" USING btree ("_order");
  CREATE INDEX "price_books_prices_parent_id_idx" ON "price_books_prices" USING btree ("_parent_id");
  CREATE INDEX "price_books_prices_plan_idx" ON "price_books_prices" USING btree ("plan_id");
  CREATE UNIQUE INDEX "price_books_key_idx" ON "price_books" USING btree ("key");
  CREATE INDEX "price_books_updated_at_idx" ON "price_books" USING btree ("updated_at");
  CREATE INDEX "price_books_created_at_idx" ON "price_books" USING btree ("created_at");
  CREATE INDEX "price_books__status_idx" ON "price_books" USING btree ("_status");
  CREATE INDEX "_price_books_v_version_prices_order_idx" ON "_price_books_v_version_prices" USING btree ("_order");
  CREATE INDEX "_price_books_v_version_prices_parent_id_idx" ON "_price_books_v_version_prices" USING btree ("_parent_id");
  CREATE INDEX "_price_books_v_version_prices_plan_idx" ON "_price_books_v_version_prices" USING btree ("plan_id");
  CREATE INDEX "_price_books_v_parent_idx" ON "_price_books_v" USING btree ("parent_id");
  CREATE INDEX "_price_books_v_version_version_key_idx" ON "_price_books_v" USING btree ("version_key");
  CREATE INDEX "_price_books_v_version_version_updated_at_idx" ON "_price_books_v" USING btree ("version_updated_at");
  CREATE INDEX "_price_books_v_version_version_created_at_idx" ON "_price_books_v" USING btree ("version_created_at");
  CREATE INDEX "_price_books_v_version_version__status_idx" ON "_price_books_v" USING btree ("version__status");
  CREATE INDEX "_price_books_v_created_at_idx" ON "_price_books_v" USING btree ("created_at");
  CREATE INDEX "_price_books_v_updated_at_idx" ON "_price_books_v" USING btree ("updated_at");
  CREATE INDEX "_price_books_v_latest_idx" ON "_price_books_v" USING btree ("latest");
  CREATE INDEX "calculators_packages_features_order_idx" ON "calculators_packages_features" USING btree ("_order");
  CREATE INDEX "calculators_packages_features_parent_id_idx" ON "calculators_packages_features" USING btree ("_parent_id");
  CREATE INDEX "calculators_packages_order_idx" ON "calculators_packages" USING btree ("_order");
  CREATE INDEX "calculators_packages_parent_id_idx" ON "calculators_packages" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "calculators_key_idx" ON "calculators" USING btree ("key");
  CREATE INDEX "calculators_updated_at_idx" ON "calculators" USING btree ("updated_at");
  CREATE INDEX "calculators_created_at_idx" ON "calculators" USING btree ("created_at");
  CREATE INDEX "calculators__status_idx" ON "calculators" USING btree ("_status");
  CREATE INDEX "_calculators_v_version_packages_features_order_idx" ON "_calculators_v_version_packages_features" USING btree ("_order");
  CREATE INDEX "_calculators_v_version_packages_features_parent_id_idx" ON "_calculators_v_version_packages_features" USING btree ("_parent_id");
  CREATE INDEX "_calculators_v_version_packages_order_idx" ON "_calculators_v_version_packages" USING btree ("_order");
  CREATE INDEX "_calculators_v_version_packages_parent_id_idx" ON "_calculators_v_version_packages" USING btree ("_parent_id");
  CREATE INDEX "_calculators_v_parent_idx" ON "_calculators_v" USING btree ("parent_id");
  CREATE INDEX "_calculators_v_version_version_key_idx" ON "_calculators_v" USING btree ("version_key");
  CREATE INDEX "_calculators_v_version_version_updated_at_idx" ON "_calculators_v" USING btree ("version_updated_at");
  CREATE INDEX "_calculators_v_version_version_created_at_idx" ON "_calculators_v" USING btree ("version_created_at");
  CREATE INDEX "_calculators_v_version_version__status_idx" ON "_calculators_v" USING btree ("version__status");
  CREATE INDEX "_calculators_v_created_at_idx" ON "_calculators_v" USING btree ("created_at");
  CREATE INDEX "_calculators_v_updated_at_idx" ON "_calculators_v" USING btree ("updated_at");
  CREATE INDEX "_calculators_v_latest_idx" ON "_calculators_v" USING btree ("latest");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_wide_sizes_wide_filename_idx" ON "media" USING btree ("sizes_wide_filename");
  CREATE INDEX "media_sizes_og_sizes_og_filename_idx" ON "media" USING btree ("sizes_og_filename");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "exports_updated_at_idx" ON "exports" USING btree ("updated_at");
  CREATE INDEX "exports_created_at_idx" ON "exports" USING btree ("created_at");
  CREATE UNIQUE INDEX "exports_filename_idx" ON "exports" USING btree ("filename");
  CREATE INDEX "exports_texts_order_parent" ON "exports_texts" USING btree ("order","parent_id");
  CREATE INDEX "imports_updated_at_idx" ON "imports" USING btree ("updated_at");
  CREATE INDEX "imports_created_at_idx" ON "imports" USING btree ("created_at");
  CREATE UNIQUE INDEX "imports_filename_idx" ON "imports" USING btree ("filename");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "redirects_rels_order_idx" ON "redirects_rels" USING btree ("order");
  CREATE INDEX "redirects_rels_parent_idx" ON "redirects_rels" USING btree ("parent_id");
  CREATE INDEX "redirects_rels_path_idx" ON "redirects_rels" USING btree ("path");
  CREATE INDEX "redirects_rels_pages_id_idx" ON "redirects_rels" USING btree ("pages_id");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("posts_id");
  CREATE INDEX "payload_locked_documents_rels_authors_id_idx" ON "payload_locked_documents_rels" USING btree ("authors_id");
  CREATE INDEX "payload_locked_documents_rels_case_studies_id_idx" ON "payload_locked_documents_rels" USING btree ("case_studies_id");
  CREATE INDEX "payload_locked_documents_rels_claims_id_idx" ON "payload_locked_documents_rels" USING btree ("claims_id");
  CREATE INDEX "payload_locked_documents_rels_faq_items_id_idx" ON "payload_locked_documents_rels" USING btree ("faq_items_id");
  CREATE INDEX "payload_locked_documents_rels_testimonials_id_idx" ON "payload_locked_documents_rels" USING btree ("testimonials_id");
  CREATE INDEX "payload_locked_documents_rels_team_members_id_idx" ON "payload_locked_documents_rels" USING btree ("team_members_id");
  CREATE INDEX "payload_locked_documents_rels_onboarding_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("onboarding_submissions_id");
  CREATE INDEX "payload_locked_documents_rels_academy_modules_id_idx" ON "payload_locked_documents_rels" USING btree ("academy_modules_id");
  CREATE INDEX "payload_locked_documents_rels_academy_videos_id_idx" ON "payload_locked_documents_rels" USING btree ("academy_videos_id");
  CREATE INDEX "payload_locked_documents_rels_learning_steps_id_idx" ON "payload_locked_documents_rels" USING btree ("learning_steps_id");
  CREATE INDEX "payload_locked_documents_rels_plans_id_idx" ON "payload_locked_documents_rels" USING btree ("plans_id");
  CREATE INDEX "payload_locked_documents_rels_price_books_id_idx" ON "payload_locked_documents_rels" USING btree ("price_books_id");
  CREATE INDEX "payload_locked_documents_rels_calculators_id_idx" ON "payload_locked_documents_rels" USING btree ("calculators_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_brief_recipients_order_idx" ON "site_settings_brief_recipients" USING btree ("_order");
  CREATE INDEX "site_settings_brief_recipients_parent_id_idx" ON "site_settings_brief_recipients" USING btree ("_parent_id");
  CREATE INDEX "site_settings_footer_columns_links_order_idx" ON "site_settings_footer_columns_links" USING btree ("_order");
  CREATE INDEX "site_settings_footer_columns_links_parent_id_idx" ON "site_settings_footer_columns_links" USING btree ("_parent_id");
  CREATE INDEX "site_settings_footer_columns_order_idx" ON "site_settings_footer_columns" USING btree ("_order");
  CREATE INDEX "site_settings_footer_columns_parent_id_idx" ON "site_settings_footer_columns" USING btree ("_parent_id");
  CREATE INDEX "site_settings_logo_idx" ON "site_settings" USING btree ("logo_id");
  CREATE INDEX "currencies__status_idx" ON "currencies" USING btree ("_status");
  CREATE INDEX "_currencies_v_version_version__status_idx" ON "_currencies_v" USING btree ("version__status");
  CREATE INDEX "_currencies_v_created_at_idx" ON "_currencies_v" USING btree ("created_at");
  CREATE INDEX "_currencies_v_updated_at_idx" ON "_currencies_v" USING btree ("updated_at");
  CREATE INDEX "_currencies_v_latest_idx" ON "_currencies_v" USING btree ("latest");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_hero_points" CASCADE;
  DROP TABLE "pages_blocks_hero_links" CASCADE;
  DROP TABLE "pages_blocks_hero" CASCADE;
  DROP TABLE "pages_blocks_content" CASCADE;
  DROP TABLE "pages_blocks_video" CASCADE;
  DROP TABLE "pages_blocks_cta_links" CASCADE;
  DROP TABLE "pages_blocks_cta" CASCADE;
  DROP TABLE "pages_blocks_stats_items" CASCADE;
  DROP TABLE "pages_blocks_stats" CASCADE;
  DROP TABLE "pages_blocks_cards_items_features" CASCADE;
  DROP TABLE "pages_blocks_cards_items" CASCADE;
  DROP TABLE "pages_blocks_cards_links" CASCADE;
  DROP TABLE "pages_blocks_cards" CASCADE;
  DROP TABLE "pages_blocks_story_tabs_stories" CASCADE;
  DROP TABLE "pages_blocks_story_tabs" CASCADE;
  DROP TABLE "pages_blocks_testimonials" CASCADE;
  DROP TABLE "pages_blocks_team" CASCADE;
  DROP TABLE "pages_blocks_faq" CASCADE;
  DROP TABLE "pages_blocks_contact" CASCADE;
  DROP TABLE "pages_blocks_checklist_items" CASCADE;
  DROP TABLE "pages_blocks_checklist_links" CASCADE;
  DROP TABLE "pages_blocks_checklist" CASCADE;
  DROP TABLE "pages_blocks_scheduler" CASCADE;
  DROP TABLE "pages_blocks_redirect_screen" CASCADE;
  DROP TABLE "pages_blocks_case_studies_cta_links" CASCADE;
  DROP TABLE "pages_blocks_case_studies" CASCADE;
  DROP TABLE "pages_blocks_academy_stats" CASCADE;
  DROP TABLE "pages_blocks_academy" CASCADE;
  DROP TABLE "pages_blocks_pricing_section" CASCADE;
  DROP TABLE "pages_blocks_roi_calculator" CASCADE;
  DROP TABLE "pages_blocks_numbered_steps_steps" CASCADE;
  DROP TABLE "pages_blocks_numbered_steps" CASCADE;
  DROP TABLE "pages_blocks_email_cta" CASCADE;
  DROP TABLE "pages_blocks_onboarding_wizard" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_points" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_links" CASCADE;
  DROP TABLE "_pages_v_blocks_hero" CASCADE;
  DROP TABLE "_pages_v_blocks_content" CASCADE;
  DROP TABLE "_pages_v_blocks_video" CASCADE;
  DROP TABLE "_pages_v_blocks_cta_links" CASCADE;
  DROP TABLE "_pages_v_blocks_cta" CASCADE;
  DROP TABLE "_pages_v_blocks_stats_items" CASCADE;
  DROP TABLE "_pages_v_blocks_stats" CASCADE;
  DROP TABLE "_pages_v_blocks_cards_items_features" CASCADE;
  DROP TABLE "_pages_v_blocks_cards_items" CASCADE;
  DROP TABLE "_pages_v_blocks_cards_links" CASCADE;
  DROP TABLE "_pages_v_blocks_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_story_tabs_stories" CASCADE;
  DROP TABLE "_pages_v_blocks_story_tabs" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonials" CASCADE;
  DROP TABLE "_pages_v_blocks_team" CASCADE;
  DROP TABLE "_pages_v_blocks_faq" CASCADE;
  DROP TABLE "_pages_v_blocks_contact" CASCADE;
  DROP TABLE "_pages_v_blocks_checklist_items" CASCADE;
  DROP TABLE "_pages_v_blocks_checklist_links" CASCADE;
  DROP TABLE "_pages_v_blocks_checklist" CASCADE;
  DROP TABLE "_pages_v_blocks_scheduler" CASCADE;
  DROP TABLE "_pages_v_blocks_redirect_screen" CASCADE;
  DROP TABLE "_pages_v_blocks_case_studies_cta_links" CASCADE;
  DROP TABLE "_pages_v_blocks_case_studies" CASCADE;
  DROP TABLE "_pages_v_blocks_academy_stats" CASCADE;
  DROP TABLE "_pages_v_blocks_academy" CASCADE;
  DROP TABLE "_pages_v_blocks_pricing_section" CASCADE;
  DROP TABLE "_pages_v_blocks_roi_calculator" CASCADE;
  DROP TABLE "_pages_v_blocks_numbered_steps_steps" CASCADE;
  DROP TABLE "_pages_v_blocks_numbered_steps" CASCADE;
  DROP TABLE "_pages_v_blocks_email_cta" CASCADE;
  DROP TABLE "_pages_v_blocks_onboarding_wizard" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "posts" CASCADE;
  DROP TABLE "_posts_v" CASCADE;
  DROP TABLE "authors" CASCADE;
  DROP TABLE "case_studies_results" CASCADE;
  DROP TABLE "case_studies" CASCADE;
  DROP TABLE "claims_readings" CASCADE;
  DROP TABLE "claims" CASCADE;
  DROP TABLE "faq_items" CASCADE;
  DROP TABLE "testimonials" CASCADE;
  DROP TABLE "team_members" CASCADE;
  DROP TABLE "onboarding_submissions_icps" CASCADE;
  DROP TABLE "onboarding_submissions" CASCADE;
  DROP TABLE "onboarding_submissions_texts" CASCADE;
  DROP TABLE "academy_modules" CASCADE;
  DROP TABLE "academy_modules_texts" CASCADE;
  DROP TABLE "academy_videos" CASCADE;
  DROP TABLE "learning_steps" CASCADE;
  DROP TABLE "learning_steps_texts" CASCADE;
  DROP TABLE "plans_features" CASCADE;
  DROP TABLE "plans" CASCADE;
  DROP TABLE "_plans_v_version_features" CASCADE;
  DROP TABLE "_plans_v" CASCADE;
  DROP TABLE "price_books_prices" CASCADE;
  DROP TABLE "price_books" CASCADE;
  DROP TABLE "_price_books_v_version_prices" CASCADE;
  DROP TABLE "_price_books_v" CASCADE;
  DROP TABLE "calculators_packages_features" CASCADE;
  DROP TABLE "calculators_packages" CASCADE;
  DROP TABLE "calculators" CASCADE;
  DROP TABLE "_calculators_v_version_packages_features" CASCADE;
  DROP TABLE "_calculators_v_version_packages" CASCADE;
  DROP TABLE "_calculators_v" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "exports" CASCADE;
  DROP TABLE "exports_texts" CASCADE;
  DROP TABLE "imports" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "redirects_rels" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings_brief_recipients" CASCADE;
  DROP TABLE "site_settings_footer_columns_links" CASCADE;
  DROP TABLE "site_settings_footer_columns" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "currencies" CASCADE;
  DROP TABLE "_currencies_v" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_hero_links_variant";
  DROP TYPE "public"."enum_pages_blocks_content_width";
  DROP TYPE "public"."enum_pages_blocks_cta_links_variant";
  DROP TYPE "public"."enum_pages_blocks_stats_tone";
  DROP TYPE "public"."enum_pages_blocks_cards_items_icon";
  DROP TYPE "public"."enum_pages_blocks_cards_links_variant";
  DROP TYPE "public"."enum_pages_blocks_cards_layout";
  DROP TYPE "public"."enum_pages_blocks_cards_columns";
  DROP TYPE "public"."enum_pages_blocks_checklist_links_variant";
  DROP TYPE "public"."enum_pages_blocks_scheduler_calendar";
  DROP TYPE "public"."enum_pages_blocks_case_studies_cta_links_variant";
  DROP TYPE "public"."enum_pages_blocks_case_studies_kind";
  DROP TYPE "public"."enum_pages_blocks_pricing_section_calculator_placement";
  DROP TYPE "public"."enum_pages_blocks_email_cta_address";
  DROP TYPE "public"."enum_pages_blocks_onboarding_wizard_steps";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_hero_links_variant";
  DROP TYPE "public"."enum__pages_v_blocks_content_width";
  DROP TYPE "public"."enum__pages_v_blocks_cta_links_variant";
  DROP TYPE "public"."enum__pages_v_blocks_stats_tone";
  DROP TYPE "public"."enum__pages_v_blocks_cards_items_icon";
  DROP TYPE "public"."enum__pages_v_blocks_cards_links_variant";
  DROP TYPE "public"."enum__pages_v_blocks_cards_layout";
  DROP TYPE "public"."enum__pages_v_blocks_cards_columns";
  DROP TYPE "public"."enum__pages_v_blocks_checklist_links_variant";
  DROP TYPE "public"."enum__pages_v_blocks_scheduler_calendar";
  DROP TYPE "public"."enum__pages_v_blocks_case_studies_cta_links_variant";
  DROP TYPE "public"."enum__pages_v_blocks_case_studies_kind";
  DROP TYPE "public"."enum__pages_v_blocks_pricing_section_calculator_placement";
  DROP TYPE "public"."enum__pages_v_blocks_email_cta_address";
  DROP TYPE "public"."enum__pages_v_blocks_onboarding_wizard_steps";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_posts_category";
  DROP TYPE "public"."enum_posts_status";
  DROP TYPE "public"."enum__posts_v_version_category";
  DROP TYPE "public"."enum__posts_v_version_status";
  DROP TYPE "public"."enum_case_studies_kind";
  DROP TYPE "public"."enum_case_studies_icon";
  DROP TYPE "public"."enum_onboarding_submissions_status";
  DROP TYPE "public"."enum_onboarding_submissions_brief_status";
  DROP TYPE "public"."enum_onboarding_submissions_variant";
  DROP TYPE "public"."enum_academy_modules_difficulty";
  DROP TYPE "public"."enum_academy_videos_level";
  DROP TYPE "public"."enum_plans_status";
  DROP TYPE "public"."enum__plans_v_version_status";
  DROP TYPE "public"."enum_price_books_status";
  DROP TYPE "public"."enum__price_books_v_version_status";
  DROP TYPE "public"."enum_calculators_status";
  DROP TYPE "public"."enum__calculators_v_version_status";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_exports_format";
  DROP TYPE "public"."enum_exports_sort_order";
  DROP TYPE "public"."enum_exports_drafts";
  DROP TYPE "public"."enum_imports_import_mode";
  DROP TYPE "public"."enum_imports_status";
  DROP TYPE "public"."enum_redirects_to_type";
  DROP TYPE "public"."enum_redirects_type";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_currencies_default_currency";
  DROP TYPE "public"."enum_currencies_rounding";
  DROP TYPE "public"."enum_currencies_status";
  DROP TYPE "public"."enum__currencies_v_version_default_currency";
  DROP TYPE "public"."enum__currencies_v_version_rounding";
  DROP TYPE "public"."enum__currencies_v_version_status";`)
}
