import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_pages_blocks_hero_illustration" ADD VALUE 'image';
  ALTER TYPE "public"."enum__pages_v_blocks_hero_illustration" ADD VALUE 'image';
  ALTER TABLE "pages" ADD COLUMN "picker_title" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_picker_title" varchar;`)

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
   ALTER TABLE "pages_blocks_hero" ALTER COLUMN "illustration" SET DATA TYPE text;
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "illustration" SET DEFAULT 'none'::text;
  DROP TYPE "public"."enum_pages_blocks_hero_illustration";
  CREATE TYPE "public"."enum_pages_blocks_hero_illustration" AS ENUM('none', 'inbox');
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "illustration" SET DEFAULT 'none'::"public"."enum_pages_blocks_hero_illustration";
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "illustration" SET DATA TYPE "public"."enum_pages_blocks_hero_illustration" USING "illustration"::"public"."enum_pages_blocks_hero_illustration";
  ALTER TABLE "_pages_v_blocks_hero" ALTER COLUMN "illustration" SET DATA TYPE text;
  ALTER TABLE "_pages_v_blocks_hero" ALTER COLUMN "illustration" SET DEFAULT 'none'::text;
  DROP TYPE "public"."enum__pages_v_blocks_hero_illustration";
  CREATE TYPE "public"."enum__pages_v_blocks_hero_illustration" AS ENUM('none', 'inbox');
  ALTER TABLE "_pages_v_blocks_hero" ALTER COLUMN "illustration" SET DEFAULT 'none'::"public"."enum__pages_v_blocks_hero_illustration";
  ALTER TABLE "_pages_v_blocks_hero" ALTER COLUMN "illustration" SET DATA TYPE "public"."enum__pages_v_blocks_hero_illustration" USING "illustration"::"public"."enum__pages_v_blocks_hero_illustration";
  ALTER TABLE "pages" DROP COLUMN "picker_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_picker_title";`)
}
