import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_hero_illustration" AS ENUM('none', 'inbox');
  CREATE TYPE "public"."enum_pages_offer_endsat_tz" AS ENUM('Europe/London');
  CREATE TYPE "public"."enum_pages_offer_after_end" AS ENUM('message', 'redirect');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_illustration" AS ENUM('none', 'inbox');
  CREATE TYPE "public"."enum__pages_v_version_offer_endsat_tz" AS ENUM('Europe/London');
  CREATE TYPE "public"."enum__pages_v_version_offer_after_end" AS ENUM('message', 'redirect');
  CREATE TYPE "public"."enum_claims_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__claims_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"faq_items_id" integer
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"faq_items_id" integer
  );
  
  CREATE TABLE "_claims_v_version_readings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"path" varchar,
  	"value" varchar,
  	"label" varchar,
  	"place" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_claims_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_topic" varchar,
  	"version_key" varchar,
  	"version_note" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__claims_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "price_decisions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"summary" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"signature" varchar NOT NULL,
  	"decided_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "page_views" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"path" varchar NOT NULL,
  	"day" timestamp(3) with time zone NOT NULL,
  	"views" numeric DEFAULT 0 NOT NULL
  );
  
  CREATE TABLE "missing_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"path" varchar NOT NULL,
  	"hits" numeric DEFAULT 0 NOT NULL
  );
  
  ALTER TABLE "imports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "imports" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendBrief', 'endOffer', 'createCollectionExport', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendBrief', 'endOffer', 'createCollectionExport', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "claims_readings" ALTER COLUMN "path" DROP NOT NULL;
  ALTER TABLE "claims_readings" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "claims" ALTER COLUMN "topic" DROP NOT NULL;
  ALTER TABLE "claims" ALTER COLUMN "key" DROP NOT NULL;
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "illustration" "enum_pages_blocks_hero_illustration" DEFAULT 'none';
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "image_id" integer;
  ALTER TABLE "pages_blocks_cards_items" ADD COLUMN "image_id" integer;
  ALTER TABLE "pages_blocks_pricing_section" ADD COLUMN "commission_heading_annual" varchar DEFAULT 'Your Annual Commission Examples';
  ALTER TABLE "pages_blocks_onboarding_wizard" ADD COLUMN "submit_label" varchar;
  ALTER TABLE "pages_blocks_onboarding_wizard" ADD COLUMN "thanks_title" varchar;
  ALTER TABLE "pages_blocks_onboarding_wizard" ADD COLUMN "thanks_text" varchar;
  ALTER TABLE "pages" ADD COLUMN "offer_ends_at" timestamp(3) with time zone;
  ALTER TABLE "pages" ADD COLUMN "offer_endsat_tz" "enum_pages_offer_endsat_tz" DEFAULT 'Europe/London';
  ALTER TABLE "pages" ADD COLUMN "offer_after_end" "enum_pages_offer_after_end" DEFAULT 'message';
  ALTER TABLE "pages" ADD COLUMN "offer_target_id" integer;
  ALTER TABLE "pages" ADD COLUMN "offer_ended_heading" varchar;
  ALTER TABLE "pages" ADD COLUMN "offer_ended_text" varchar;
  ALTER TABLE "pages" ADD COLUMN "offer_ended_link_label" varchar;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "illustration" "enum__pages_v_blocks_hero_illustration" DEFAULT 'none';
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "image_id" integer;
  ALTER TABLE "_pages_v_blocks_cards_items" ADD COLUMN "image_id" integer;
  ALTER TABLE "_pages_v_blocks_pricing_section" ADD COLUMN "commission_heading_annual" varchar DEFAULT 'Your Annual Commission Examples';
  ALTER TABLE "_pages_v_blocks_onboarding_wizard" ADD COLUMN "submit_label" varchar;
  ALTER TABLE "_pages_v_blocks_onboarding_wizard" ADD COLUMN "thanks_title" varchar;
  ALTER TABLE "_pages_v_blocks_onboarding_wizard" ADD COLUMN "thanks_text" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_offer_ends_at" timestamp(3) with time zone;
  ALTER TABLE "_pages_v" ADD COLUMN "version_offer_endsat_tz" "enum__pages_v_version_offer_endsat_tz" DEFAULT 'Europe/London';
  ALTER TABLE "_pages_v" ADD COLUMN "version_offer_after_end" "enum__pages_v_version_offer_after_end" DEFAULT 'message';
  ALTER TABLE "_pages_v" ADD COLUMN "version_offer_target_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_offer_ended_heading" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_offer_ended_text" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_offer_ended_link_label" varchar;
  ALTER TABLE "claims" ADD COLUMN "_status" "enum_claims_status" DEFAULT 'draft';
  ALTER TABLE "onboarding_submissions" ADD COLUMN "attribution_landing_page" varchar;
  ALTER TABLE "onboarding_submissions" ADD COLUMN "attribution_referrer_host" varchar;
  ALTER TABLE "onboarding_submissions" ADD COLUMN "attribution_utm_source" varchar;
  ALTER TABLE "onboarding_submissions" ADD COLUMN "attribution_utm_medium" varchar;
  ALTER TABLE "onboarding_submissions" ADD COLUMN "attribution_utm_campaign" varchar;
  ALTER TABLE "onboarding_submissions" ADD COLUMN "attribution_utm_term" varchar;
  ALTER TABLE "onboarding_submissions" ADD COLUMN "attribution_utm_content" varchar;
  ALTER TABLE "onboarding_submissions" ADD COLUMN "attribution_pricing_page" varchar;
  ALTER TABLE "onboarding_submissions" ADD COLUMN "attribution_currency" varchar;
  ALTER TABLE "onboarding_submissions" ADD COLUMN "attribution_plan" varchar;
  ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT '';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "price_decisions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "page_views_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "missing_pages_id" integer;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_faq_items_fk" FOREIGN KEY ("faq_items_id") REFERENCES "public"."faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_faq_items_fk" FOREIGN KEY ("faq_items_id") REFERENCES "public"."faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_claims_v_version_readings" ADD CONSTRAINT "_claims_v_version_readings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_claims_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_claims_v" ADD CONSTRAINT "_claims_v_parent_id_claims_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."claims"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_faq_items_id_idx" ON "pages_rels" USING btree ("faq_items_id");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_faq_items_id_idx" ON "_pages_v_rels" USING btree ("faq_items_id");
  CREATE INDEX "_claims_v_version_readings_order_idx" ON "_claims_v_version_readings" USING btree ("_order");
  CREATE INDEX "_claims_v_version_readings_parent_id_idx" ON "_claims_v_version_readings" USING btree ("_parent_id");
  CREATE INDEX "_claims_v_parent_idx" ON "_claims_v" USING btree ("parent_id");
  CREATE INDEX "_claims_v_version_version_key_idx" ON "_claims_v" USING btree ("version_key");
  CREATE INDEX "_claims_v_version_version_updated_at_idx" ON "_claims_v" USING btree ("version_updated_at");
  CREATE INDEX "_claims_v_version_version_created_at_idx" ON "_claims_v" USING btree ("version_created_at");
  CREATE INDEX "_claims_v_version_version__status_idx" ON "_claims_v" USING btree ("version__status");
  CREATE INDEX "_claims_v_created_at_idx" ON "_claims_v" USING btree ("created_at");
  CREATE INDEX "_claims_v_updated_at_idx" ON "_claims_v" USING btree ("updated_at");
  CREATE INDEX "_claims_v_latest_idx" ON "_claims_v" USING btree ("latest");
  CREATE INDEX "_claims_v_autosave_idx" ON "_claims_v" USING btree ("autosave");
  CREATE INDEX "price_decisions_subject_idx" ON "price_decisions" USING btree ("subject");
  CREATE INDEX "price_decisions_updated_at_idx" ON "price_decisions" USING btree ("updated_at");
  CREATE INDEX "price_decisions_created_at_idx" ON "price_decisions" USING btree ("created_at");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "page_views_day_idx" ON "page_views" USING btree ("day");
  CREATE UNIQUE INDEX "path_day_idx" ON "page_views" USING btree ("path","day");
  CREATE UNIQUE INDEX "missing_pages_path_idx" ON "missing_pages" USING btree ("path");
  CREATE INDEX "missing_pages_hits_idx" ON "missing_pages" USING btree ("hits");
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_cards_items" ADD CONSTRAINT "pages_blocks_cards_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_offer_target_id_pages_id_fk" FOREIGN KEY ("offer_target_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cards_items" ADD CONSTRAINT "_pages_v_blocks_cards_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_offer_target_id_pages_id_fk" FOREIGN KEY ("version_offer_target_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_price_decisions_fk" FOREIGN KEY ("price_decisions_id") REFERENCES "public"."price_decisions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_page_views_fk" FOREIGN KEY ("page_views_id") REFERENCES "public"."page_views"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_missing_pages_fk" FOREIGN KEY ("missing_pages_id") REFERENCES "public"."missing_pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_image_idx" ON "pages_blocks_hero" USING btree ("image_id");
  CREATE INDEX "pages_blocks_cards_items_image_idx" ON "pages_blocks_cards_items" USING btree ("image_id");
  CREATE INDEX "pages_offer_offer_target_idx" ON "pages" USING btree ("offer_target_id");
  CREATE INDEX "_pages_v_blocks_hero_image_idx" ON "_pages_v_blocks_hero" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_cards_items_image_idx" ON "_pages_v_blocks_cards_items" USING btree ("image_id");
  CREATE INDEX "_pages_v_version_offer_version_offer_target_idx" ON "_pages_v" USING btree ("version_offer_target_id");
  CREATE INDEX "claims__status_idx" ON "claims" USING btree ("_status");
  CREATE INDEX "payload_locked_documents_rels_price_decisions_id_idx" ON "payload_locked_documents_rels" USING btree ("price_decisions_id");
  CREATE INDEX "payload_locked_documents_rels_page_views_id_idx" ON "payload_locked_documents_rels" USING btree ("page_views_id");
  CREATE INDEX "payload_locked_documents_rels_missing_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("missing_pages_id");
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";
  DROP TYPE "public"."enum_imports_import_mode";
  DROP TYPE "public"."enum_imports_status";`)
  // Claims had no drafts before: every existing claim stays published, with its first version.
  await db.execute(sql`
  UPDATE "claims" SET "_status" = 'published';
  INSERT INTO "_claims_v" ("parent_id", "version_topic", "version_key", "version_note", "version_updated_at", "version_created_at", "version__status", "latest")
    SELECT "id", "topic", "key", "note", "updated_at", "created_at", 'published', true FROM "claims";
  INSERT INTO "_claims_v_version_readings" ("_order", "_parent_id", "path", "value", "label", "place", "_uuid")
    SELECT r."_order", v."id", r."path", r."value", r."label", r."place", r."id"
    FROM "claims_readings" r JOIN "_claims_v" v ON v."parent_id" = r."_parent_id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_imports_import_mode" AS ENUM('create', 'update', 'upsert');
  CREATE TYPE "public"."enum_imports_status" AS ENUM('pending', 'completed', 'partial', 'failed');
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
  
  ALTER TABLE "pages_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_claims_v_version_readings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_claims_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "price_decisions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "users_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_views" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "missing_pages" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "_claims_v_version_readings" CASCADE;
  DROP TABLE "_claims_v" CASCADE;
  DROP TABLE "price_decisions" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "page_views" CASCADE;
  DROP TABLE "missing_pages" CASCADE;
  ALTER TABLE "pages_blocks_hero" DROP CONSTRAINT "pages_blocks_hero_image_id_media_id_fk";
  
  ALTER TABLE "pages_blocks_cards_items" DROP CONSTRAINT "pages_blocks_cards_items_image_id_media_id_fk";
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_offer_target_id_pages_id_fk";
  
  ALTER TABLE "_pages_v_blocks_hero" DROP CONSTRAINT "_pages_v_blocks_hero_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v_blocks_cards_items" DROP CONSTRAINT "_pages_v_blocks_cards_items_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_offer_target_id_pages_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_price_decisions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_page_views_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_missing_pages_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendBrief', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendBrief', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "pages_blocks_hero_image_idx";
  DROP INDEX "pages_blocks_cards_items_image_idx";
  DROP INDEX "pages_offer_offer_target_idx";
  DROP INDEX "_pages_v_blocks_hero_image_idx";
  DROP INDEX "_pages_v_blocks_cards_items_image_idx";
  DROP INDEX "_pages_v_version_offer_version_offer_target_idx";
  DROP INDEX "claims__status_idx";
  DROP INDEX "payload_locked_documents_rels_price_decisions_id_idx";
  DROP INDEX "payload_locked_documents_rels_page_views_id_idx";
  DROP INDEX "payload_locked_documents_rels_missing_pages_id_idx";
  ALTER TABLE "claims_readings" ALTER COLUMN "path" SET NOT NULL;
  ALTER TABLE "claims_readings" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "claims" ALTER COLUMN "topic" SET NOT NULL;
  ALTER TABLE "claims" ALTER COLUMN "key" SET NOT NULL;
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  CREATE INDEX "imports_updated_at_idx" ON "imports" USING btree ("updated_at");
  CREATE INDEX "imports_created_at_idx" ON "imports" USING btree ("created_at");
  CREATE UNIQUE INDEX "imports_filename_idx" ON "imports" USING btree ("filename");
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "illustration";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "image_id";
  ALTER TABLE "pages_blocks_cards_items" DROP COLUMN "image_id";
  ALTER TABLE "pages_blocks_pricing_section" DROP COLUMN "commission_heading_annual";
  ALTER TABLE "pages_blocks_onboarding_wizard" DROP COLUMN "submit_label";
  ALTER TABLE "pages_blocks_onboarding_wizard" DROP COLUMN "thanks_title";
  ALTER TABLE "pages_blocks_onboarding_wizard" DROP COLUMN "thanks_text";
  ALTER TABLE "pages" DROP COLUMN "offer_ends_at";
  ALTER TABLE "pages" DROP COLUMN "offer_endsat_tz";
  ALTER TABLE "pages" DROP COLUMN "offer_after_end";
  ALTER TABLE "pages" DROP COLUMN "offer_target_id";
  ALTER TABLE "pages" DROP COLUMN "offer_ended_heading";
  ALTER TABLE "pages" DROP COLUMN "offer_ended_text";
  ALTER TABLE "pages" DROP COLUMN "offer_ended_link_label";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "illustration";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "image_id";
  ALTER TABLE "_pages_v_blocks_cards_items" DROP COLUMN "image_id";
  ALTER TABLE "_pages_v_blocks_pricing_section" DROP COLUMN "commission_heading_annual";
  ALTER TABLE "_pages_v_blocks_onboarding_wizard" DROP COLUMN "submit_label";
  ALTER TABLE "_pages_v_blocks_onboarding_wizard" DROP COLUMN "thanks_title";
  ALTER TABLE "_pages_v_blocks_onboarding_wizard" DROP COLUMN "thanks_text";
  ALTER TABLE "_pages_v" DROP COLUMN "version_offer_ends_at";
  ALTER TABLE "_pages_v" DROP COLUMN "version_offer_endsat_tz";
  ALTER TABLE "_pages_v" DROP COLUMN "version_offer_after_end";
  ALTER TABLE "_pages_v" DROP COLUMN "version_offer_target_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_offer_ended_heading";
  ALTER TABLE "_pages_v" DROP COLUMN "version_offer_ended_text";
  ALTER TABLE "_pages_v" DROP COLUMN "version_offer_ended_link_label";
  ALTER TABLE "claims" DROP COLUMN "_status";
  ALTER TABLE "onboarding_submissions" DROP COLUMN "attribution_landing_page";
  ALTER TABLE "onboarding_submissions" DROP COLUMN "attribution_referrer_host";
  ALTER TABLE "onboarding_submissions" DROP COLUMN "attribution_utm_source";
  ALTER TABLE "onboarding_submissions" DROP COLUMN "attribution_utm_medium";
  ALTER TABLE "onboarding_submissions" DROP COLUMN "attribution_utm_campaign";
  ALTER TABLE "onboarding_submissions" DROP COLUMN "attribution_utm_term";
  ALTER TABLE "onboarding_submissions" DROP COLUMN "attribution_utm_content";
  ALTER TABLE "onboarding_submissions" DROP COLUMN "attribution_pricing_page";
  ALTER TABLE "onboarding_submissions" DROP COLUMN "attribution_currency";
  ALTER TABLE "onboarding_submissions" DROP COLUMN "attribution_plan";
  ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "price_decisions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "page_views_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "missing_pages_id";
  DROP TYPE "public"."enum_pages_blocks_hero_illustration";
  DROP TYPE "public"."enum_pages_offer_endsat_tz";
  DROP TYPE "public"."enum_pages_offer_after_end";
  DROP TYPE "public"."enum__pages_v_blocks_hero_illustration";
  DROP TYPE "public"."enum__pages_v_version_offer_endsat_tz";
  DROP TYPE "public"."enum__pages_v_version_offer_after_end";
  DROP TYPE "public"."enum_claims_status";
  DROP TYPE "public"."enum__claims_v_version_status";`)
}
