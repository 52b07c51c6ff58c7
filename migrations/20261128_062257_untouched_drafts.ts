import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" ADD COLUMN "untouched" boolean DEFAULT false;
  ALTER TABLE "_pages_v" ADD COLUMN "version_untouched" boolean DEFAULT false;
  ALTER TABLE "posts" ADD COLUMN "untouched" boolean DEFAULT false;
  ALTER TABLE "_posts_v" ADD COLUMN "version_untouched" boolean DEFAULT false;
  ALTER TABLE "authors" ADD COLUMN "untouched" boolean DEFAULT false;
  ALTER TABLE "_authors_v" ADD COLUMN "version_untouched" boolean DEFAULT false;
  ALTER TABLE "case_studies" ADD COLUMN "untouched" boolean DEFAULT false;
  ALTER TABLE "_case_studies_v" ADD COLUMN "version_untouched" boolean DEFAULT false;
  ALTER TABLE "claims" ADD COLUMN "untouched" boolean DEFAULT false;
  ALTER TABLE "_claims_v" ADD COLUMN "version_untouched" boolean DEFAULT false;
  ALTER TABLE "faq_items" ADD COLUMN "untouched" boolean DEFAULT false;
  ALTER TABLE "_faq_items_v" ADD COLUMN "version_untouched" boolean DEFAULT false;
  ALTER TABLE "testimonials" ADD COLUMN "untouched" boolean DEFAULT false;
  ALTER TABLE "_testimonials_v" ADD COLUMN "version_untouched" boolean DEFAULT false;
  ALTER TABLE "team_members" ADD COLUMN "untouched" boolean DEFAULT false;
  ALTER TABLE "_team_members_v" ADD COLUMN "version_untouched" boolean DEFAULT false;
  ALTER TABLE "academy_modules" ADD COLUMN "untouched" boolean DEFAULT false;
  ALTER TABLE "_academy_modules_v" ADD COLUMN "version_untouched" boolean DEFAULT false;
  ALTER TABLE "academy_videos" ADD COLUMN "untouched" boolean DEFAULT false;
  ALTER TABLE "_academy_videos_v" ADD COLUMN "version_untouched" boolean DEFAULT false;
  ALTER TABLE "learning_steps" ADD COLUMN "untouched" boolean DEFAULT false;
  ALTER TABLE "_learning_steps_v" ADD COLUMN "version_untouched" boolean DEFAULT false;
  ALTER TABLE "redirects" ADD COLUMN "untouched" boolean DEFAULT false;
  ALTER TABLE "_redirects_v" ADD COLUMN "version_untouched" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" DROP COLUMN "untouched";
  ALTER TABLE "_pages_v" DROP COLUMN "version_untouched";
  ALTER TABLE "posts" DROP COLUMN "untouched";
  ALTER TABLE "_posts_v" DROP COLUMN "version_untouched";
  ALTER TABLE "authors" DROP COLUMN "untouched";
  ALTER TABLE "_authors_v" DROP COLUMN "version_untouched";
  ALTER TABLE "case_studies" DROP COLUMN "untouched";
  ALTER TABLE "_case_studies_v" DROP COLUMN "version_untouched";
  ALTER TABLE "claims" DROP COLUMN "untouched";
  ALTER TABLE "_claims_v" DROP COLUMN "version_untouched";
  ALTER TABLE "faq_items" DROP COLUMN "untouched";
  ALTER TABLE "_faq_items_v" DROP COLUMN "version_untouched";
  ALTER TABLE "testimonials" DROP COLUMN "untouched";
  ALTER TABLE "_testimonials_v" DROP COLUMN "version_untouched";
  ALTER TABLE "team_members" DROP COLUMN "untouched";
  ALTER TABLE "_team_members_v" DROP COLUMN "version_untouched";
  ALTER TABLE "academy_modules" DROP COLUMN "untouched";
  ALTER TABLE "_academy_modules_v" DROP COLUMN "version_untouched";
  ALTER TABLE "academy_videos" DROP COLUMN "untouched";
  ALTER TABLE "_academy_videos_v" DROP COLUMN "version_untouched";
  ALTER TABLE "learning_steps" DROP COLUMN "untouched";
  ALTER TABLE "_learning_steps_v" DROP COLUMN "version_untouched";
  ALTER TABLE "redirects" DROP COLUMN "untouched";
  ALTER TABLE "_redirects_v" DROP COLUMN "version_untouched";`)
}
