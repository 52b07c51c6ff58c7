import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
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
  CREATE TYPE "public"."enum_redirects_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__redirects_v_version_to_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__redirects_v_version_type" AS ENUM('301', '302');
  CREATE TYPE "public"."enum__redirects_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_site_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_settings_v_version_status" AS ENUM('draft', 'published');
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
  
  CREATE TABLE "_site_settings_v_version_brief_recipients" (
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
  ALTER TABLE "authors" ADD COLUMN "_status" "enum_authors_status" DEFAULT 'draft';
  ALTER TABLE "case_studies" ADD COLUMN "_status" "enum_case_studies_status" DEFAULT 'draft';
  ALTER TABLE "faq_items" ADD COLUMN "_status" "enum_faq_items_status" DEFAULT 'draft';
  ALTER TABLE "testimonials" ADD COLUMN "_status" "enum_testimonials_status" DEFAULT 'draft';
  ALTER TABLE "team_members" ADD COLUMN "_status" "enum_team_members_status" DEFAULT 'draft';
  ALTER TABLE "academy_modules" ADD COLUMN "_status" "enum_academy_modules_status" DEFAULT 'draft';
  ALTER TABLE "academy_videos" ADD COLUMN "_status" "enum_academy_videos_status" DEFAULT 'draft';
  ALTER TABLE "learning_steps" ADD COLUMN "_status" "enum_learning_steps_status" DEFAULT 'draft';
  ALTER TABLE "redirects" ADD COLUMN "_status" "enum_redirects_status" DEFAULT 'draft';
  ALTER TABLE "site_settings" ADD COLUMN "_status" "enum_site_settings_status" DEFAULT 'draft';
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
  ALTER TABLE "_redirects_v" ADD CONSTRAINT "_redirects_v_parent_id_redirects_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_redirects_v_rels" ADD CONSTRAINT "_redirects_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_redirects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_redirects_v_rels" ADD CONSTRAINT "_redirects_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_brief_recipients" ADD CONSTRAINT "_site_settings_v_version_brief_recipients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_main_nav_links" ADD CONSTRAINT "_site_settings_v_version_main_nav_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v_version_main_nav"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_main_nav" ADD CONSTRAINT "_site_settings_v_version_main_nav_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_footer_columns_links" ADD CONSTRAINT "_site_settings_v_version_footer_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v_version_footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_footer_columns" ADD CONSTRAINT "_site_settings_v_version_footer_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
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
  CREATE INDEX "_site_settings_v_version_brief_recipients_order_idx" ON "_site_settings_v_version_brief_recipients" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_brief_recipients_parent_id_idx" ON "_site_settings_v_version_brief_recipients" USING btree ("_parent_id");
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
  CREATE INDEX "authors__status_idx" ON "authors" USING btree ("_status");
  CREATE INDEX "case_studies__status_idx" ON "case_studies" USING btree ("_status");
  CREATE INDEX "faq_items__status_idx" ON "faq_items" USING btree ("_status");
  CREATE INDEX "testimonials__status_idx" ON "testimonials" USING btree ("_status");
  CREATE INDEX "team_members__status_idx" ON "team_members" USING btree ("_status");
  CREATE INDEX "academy_modules__status_idx" ON "academy_modules" USING btree ("_status");
  CREATE INDEX "academy_videos__status_idx" ON "academy_videos" USING btree ("_status");
  CREATE INDEX "learning_steps__status_idx" ON "learning_steps" USING btree ("_status");
  CREATE INDEX "redirects__status_idx" ON "redirects" USING btree ("_status");
  CREATE INDEX "site_settings__status_idx" ON "site_settings" USING btree ("_status");`)

  // ---------------------------------------------------------------------------------------------
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
  ALTER TABLE "_redirects_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_redirects_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_brief_recipients" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_main_nav_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_main_nav" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_footer_columns_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_footer_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_privacy_settings_v" DISABLE ROW LEVEL SECURITY;
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
  DROP TABLE "_redirects_v" CASCADE;
  DROP TABLE "_redirects_v_rels" CASCADE;
  DROP TABLE "_site_settings_v_version_brief_recipients" CASCADE;
  DROP TABLE "_site_settings_v_version_main_nav_links" CASCADE;
  DROP TABLE "_site_settings_v_version_main_nav" CASCADE;
  DROP TABLE "_site_settings_v_version_footer_columns_links" CASCADE;
  DROP TABLE "_site_settings_v_version_footer_columns" CASCADE;
  DROP TABLE "_site_settings_v" CASCADE;
  DROP TABLE "_privacy_settings_v" CASCADE;
  DROP INDEX "authors__status_idx";
  DROP INDEX "case_studies__status_idx";
  DROP INDEX "faq_items__status_idx";
  DROP INDEX "testimonials__status_idx";
  DROP INDEX "team_members__status_idx";
  DROP INDEX "academy_modules__status_idx";
  DROP INDEX "academy_videos__status_idx";
  DROP INDEX "learning_steps__status_idx";
  DROP INDEX "redirects__status_idx";
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
  ALTER TABLE "authors" DROP COLUMN "_status";
  ALTER TABLE "case_studies" DROP COLUMN "_status";
  ALTER TABLE "faq_items" DROP COLUMN "_status";
  ALTER TABLE "testimonials" DROP COLUMN "_status";
  ALTER TABLE "team_members" DROP COLUMN "_status";
  ALTER TABLE "academy_modules" DROP COLUMN "_status";
  ALTER TABLE "academy_videos" DROP COLUMN "_status";
  ALTER TABLE "learning_steps" DROP COLUMN "_status";
  ALTER TABLE "redirects" DROP COLUMN "_status";
  ALTER TABLE "site_settings" DROP COLUMN "_status";
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
  DROP TYPE "public"."enum_redirects_status";
  DROP TYPE "public"."enum__redirects_v_version_to_type";
  DROP TYPE "public"."enum__redirects_v_version_type";
  DROP TYPE "public"."enum__redirects_v_version_status";
  DROP TYPE "public"."enum_site_settings_status";
  DROP TYPE "public"."enum__site_settings_v_version_status";`)
}
