import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "site_settings_main_nav_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_main_nav" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar
  );
  
  ALTER TABLE "testimonials" ADD COLUMN "company_description" varchar;
  ALTER TABLE "testimonials" ADD COLUMN "portrait_id" integer;
  ALTER TABLE "testimonials" ADD COLUMN "company_logo_id" integer;
  ALTER TABLE "testimonials" ADD COLUMN "linkedin_url" varchar;
  ALTER TABLE "team_members" ADD COLUMN "linkedin_url" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "company_number" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "ico_number" varchar;
  ALTER TABLE "site_settings_main_nav_links" ADD CONSTRAINT "site_settings_main_nav_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_main_nav"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_main_nav" ADD CONSTRAINT "site_settings_main_nav_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_settings_main_nav_links_order_idx" ON "site_settings_main_nav_links" USING btree ("_order");
  CREATE INDEX "site_settings_main_nav_links_parent_id_idx" ON "site_settings_main_nav_links" USING btree ("_parent_id");
  CREATE INDEX "site_settings_main_nav_order_idx" ON "site_settings_main_nav" USING btree ("_order");
  CREATE INDEX "site_settings_main_nav_parent_id_idx" ON "site_settings_main_nav" USING btree ("_parent_id");
  ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_portrait_id_media_id_fk" FOREIGN KEY ("portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_company_logo_id_media_id_fk" FOREIGN KEY ("company_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "testimonials_portrait_idx" ON "testimonials" USING btree ("portrait_id");
  CREATE INDEX "testimonials_company_logo_idx" ON "testimonials" USING btree ("company_logo_id");`)
  // Until now "company" held an anonymised description of the business ("B2B SaaS, 25 staff"):
  // it moves to its own field, and "company" holds the company's name from here on.
  await db.execute(sql`
   UPDATE "testimonials" SET "company_description" = "company", "company" = NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings_main_nav_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_main_nav" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "site_settings_main_nav_links" CASCADE;
  DROP TABLE "site_settings_main_nav" CASCADE;
  ALTER TABLE "testimonials" DROP CONSTRAINT "testimonials_portrait_id_media_id_fk";
  
  ALTER TABLE "testimonials" DROP CONSTRAINT "testimonials_company_logo_id_media_id_fk";
  
  DROP INDEX "testimonials_portrait_idx";
  DROP INDEX "testimonials_company_logo_idx";
  UPDATE "testimonials" SET "company" = COALESCE("company_description", "company");
  ALTER TABLE "testimonials" DROP COLUMN "company_description";
  ALTER TABLE "testimonials" DROP COLUMN "portrait_id";
  ALTER TABLE "testimonials" DROP COLUMN "company_logo_id";
  ALTER TABLE "testimonials" DROP COLUMN "linkedin_url";
  ALTER TABLE "team_members" DROP COLUMN "linkedin_url";
  ALTER TABLE "site_settings" DROP COLUMN "company_number";
  ALTER TABLE "site_settings" DROP COLUMN "ico_number";`)
}
