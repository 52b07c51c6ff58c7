import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_samples_follow_ups_from" AS ENUM('us', 'prospect');
  CREATE TYPE "public"."enum__pages_v_blocks_samples_follow_ups_from" AS ENUM('us', 'prospect');
  ALTER TYPE "public"."enum_pages_blocks_cards_layout" ADD VALUE 'list';
  ALTER TYPE "public"."enum__pages_v_blocks_cards_layout" ADD VALUE 'list';
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
  
  ALTER TABLE "pages_blocks_video" ADD COLUMN "duration" varchar;
  ALTER TABLE "_pages_v_blocks_video" ADD COLUMN "duration" varchar;
  ALTER TABLE "case_studies" ADD COLUMN "video_duration" varchar;
  ALTER TABLE "pages_blocks_samples_follow_ups" ADD CONSTRAINT "pages_blocks_samples_follow_ups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_samples"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_samples_report_figures" ADD CONSTRAINT "pages_blocks_samples_report_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_samples"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_samples_report_notes" ADD CONSTRAINT "pages_blocks_samples_report_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_samples"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_samples" ADD CONSTRAINT "pages_blocks_samples_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_samples_follow_ups" ADD CONSTRAINT "_pages_v_blocks_samples_follow_ups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_samples"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_samples_report_figures" ADD CONSTRAINT "_pages_v_blocks_samples_report_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_samples"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_samples_report_notes" ADD CONSTRAINT "_pages_v_blocks_samples_report_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_samples"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_samples" ADD CONSTRAINT "_pages_v_blocks_samples_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_samples_follow_ups_order_idx" ON "pages_blocks_samples_follow_ups" USING btree ("_order");
  CREATE INDEX "pages_blocks_samples_follow_ups_parent_id_idx" ON "pages_blocks_samples_follow_ups" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_samples_report_figures_order_idx" ON "pages_blocks_samples_report_figures" USING btree ("_order");
  CREATE INDEX "pages_blocks_samples_report_figures_parent_id_idx" ON "pages_blocks_samples_report_figures" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_samples_report_notes_order_idx" ON "pages_blocks_samples_report_notes" USING btree ("_order");
  CREATE INDEX "pages_blocks_samples_report_notes_parent_id_idx" ON "pages_blocks_samples_report_notes" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_samples_order_idx" ON "pages_blocks_samples" USING btree ("_order");
  CREATE INDEX "pages_blocks_samples_parent_id_idx" ON "pages_blocks_samples" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_samples_path_idx" ON "pages_blocks_samples" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_samples_follow_ups_order_idx" ON "_pages_v_blocks_samples_follow_ups" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_samples_follow_ups_parent_id_idx" ON "_pages_v_blocks_samples_follow_ups" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_samples_report_figures_order_idx" ON "_pages_v_blocks_samples_report_figures" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_samples_report_figures_parent_id_idx" ON "_pages_v_blocks_samples_report_figures" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_samples_report_notes_order_idx" ON "_pages_v_blocks_samples_report_notes" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_samples_report_notes_parent_id_idx" ON "_pages_v_blocks_samples_report_notes" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_samples_order_idx" ON "_pages_v_blocks_samples" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_samples_parent_id_idx" ON "_pages_v_blocks_samples" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_samples_path_idx" ON "_pages_v_blocks_samples" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_samples_follow_ups" CASCADE;
  DROP TABLE "pages_blocks_samples_report_figures" CASCADE;
  DROP TABLE "pages_blocks_samples_report_notes" CASCADE;
  DROP TABLE "pages_blocks_samples" CASCADE;
  DROP TABLE "_pages_v_blocks_samples_follow_ups" CASCADE;
  DROP TABLE "_pages_v_blocks_samples_report_figures" CASCADE;
  DROP TABLE "_pages_v_blocks_samples_report_notes" CASCADE;
  DROP TABLE "_pages_v_blocks_samples" CASCADE;
  ALTER TABLE "pages_blocks_cards" ALTER COLUMN "layout" SET DATA TYPE text;
  ALTER TABLE "pages_blocks_cards" ALTER COLUMN "layout" SET DEFAULT 'grid'::text;
  DROP TYPE "public"."enum_pages_blocks_cards_layout";
  CREATE TYPE "public"."enum_pages_blocks_cards_layout" AS ENUM('grid', 'steps', 'timeline');
  ALTER TABLE "pages_blocks_cards" ALTER COLUMN "layout" SET DEFAULT 'grid'::"public"."enum_pages_blocks_cards_layout";
  ALTER TABLE "pages_blocks_cards" ALTER COLUMN "layout" SET DATA TYPE "public"."enum_pages_blocks_cards_layout" USING "layout"::"public"."enum_pages_blocks_cards_layout";
  ALTER TABLE "_pages_v_blocks_cards" ALTER COLUMN "layout" SET DATA TYPE text;
  ALTER TABLE "_pages_v_blocks_cards" ALTER COLUMN "layout" SET DEFAULT 'grid'::text;
  DROP TYPE "public"."enum__pages_v_blocks_cards_layout";
  CREATE TYPE "public"."enum__pages_v_blocks_cards_layout" AS ENUM('grid', 'steps', 'timeline');
  ALTER TABLE "_pages_v_blocks_cards" ALTER COLUMN "layout" SET DEFAULT 'grid'::"public"."enum__pages_v_blocks_cards_layout";
  ALTER TABLE "_pages_v_blocks_cards" ALTER COLUMN "layout" SET DATA TYPE "public"."enum__pages_v_blocks_cards_layout" USING "layout"::"public"."enum__pages_v_blocks_cards_layout";
  ALTER TABLE "pages_blocks_video" DROP COLUMN "duration";
  ALTER TABLE "_pages_v_blocks_video" DROP COLUMN "duration";
  ALTER TABLE "case_studies" DROP COLUMN "video_duration";
  DROP TYPE "public"."enum_pages_blocks_samples_follow_ups_from";
  DROP TYPE "public"."enum__pages_v_blocks_samples_follow_ups_from";`)
}
