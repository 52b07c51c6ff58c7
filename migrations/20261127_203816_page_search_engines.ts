import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" ADD COLUMN "indexed" boolean DEFAULT true;
  ALTER TABLE "_pages_v" ADD COLUMN "version_indexed" boolean DEFAULT true;`)
  // The seeded redirect screen and hidden discount page are reached only by their links.
  await db.execute(sql`
   UPDATE "pages" SET "indexed" = false WHERE "slug" IN ('start-trial', '715494687');
  UPDATE "_pages_v" SET "version_indexed" = false WHERE "version_slug" IN ('start-trial', '715494687');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" DROP COLUMN "indexed";
  ALTER TABLE "_pages_v" DROP COLUMN "version_indexed";`)
}
