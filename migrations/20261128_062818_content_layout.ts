import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_content_background" AS ENUM('plain', 'tinted');
  CREATE TYPE "public"."enum__pages_v_blocks_content_background" AS ENUM('plain', 'tinted');
  ALTER TYPE "public"."enum_pages_blocks_content_width" ADD VALUE 'beside';
  ALTER TYPE "public"."enum__pages_v_blocks_content_width" ADD VALUE 'beside';
  ALTER TABLE "pages_blocks_content" ADD COLUMN "background" "enum_pages_blocks_content_background" DEFAULT 'plain';
  ALTER TABLE "_pages_v_blocks_content" ADD COLUMN "background" "enum__pages_v_blocks_content_background" DEFAULT 'plain';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   UPDATE "pages_blocks_content" SET "width" = 'prose' WHERE "width" = 'beside';
  UPDATE "_pages_v_blocks_content" SET "width" = 'prose' WHERE "width" = 'beside';
   ALTER TABLE "pages_blocks_content" ALTER COLUMN "width" SET DATA TYPE text;
  ALTER TABLE "pages_blocks_content" ALTER COLUMN "width" SET DEFAULT 'prose'::text;
  DROP TYPE "public"."enum_pages_blocks_content_width";
  CREATE TYPE "public"."enum_pages_blocks_content_width" AS ENUM('prose', 'wide');
  ALTER TABLE "pages_blocks_content" ALTER COLUMN "width" SET DEFAULT 'prose'::"public"."enum_pages_blocks_content_width";
  ALTER TABLE "pages_blocks_content" ALTER COLUMN "width" SET DATA TYPE "public"."enum_pages_blocks_content_width" USING "width"::"public"."enum_pages_blocks_content_width";
  ALTER TABLE "_pages_v_blocks_content" ALTER COLUMN "width" SET DATA TYPE text;
  ALTER TABLE "_pages_v_blocks_content" ALTER COLUMN "width" SET DEFAULT 'prose'::text;
  DROP TYPE "public"."enum__pages_v_blocks_content_width";
  CREATE TYPE "public"."enum__pages_v_blocks_content_width" AS ENUM('prose', 'wide');
  ALTER TABLE "_pages_v_blocks_content" ALTER COLUMN "width" SET DEFAULT 'prose'::"public"."enum__pages_v_blocks_content_width";
  ALTER TABLE "_pages_v_blocks_content" ALTER COLUMN "width" SET DATA TYPE "public"."enum__pages_v_blocks_content_width" USING "width"::"public"."enum__pages_v_blocks_content_width";
  ALTER TABLE "pages_blocks_content" DROP COLUMN "background";
  ALTER TABLE "_pages_v_blocks_content" DROP COLUMN "background";
  DROP TYPE "public"."enum_pages_blocks_content_background";
  DROP TYPE "public"."enum__pages_v_blocks_content_background";`)
}
