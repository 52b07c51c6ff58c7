import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Heroes saved before "An image of your own" existed showed their image whatever the picture
 * setting said: those with an image keep showing it. (A value added to an enum can be used only
 * once the migration that added it has committed, hence a migration of its own.)
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  UPDATE "pages_blocks_hero" SET "illustration" = 'image'
    WHERE "image_id" IS NOT NULL AND "illustration" = 'none';
  UPDATE "_pages_v_blocks_hero" SET "illustration" = 'image'
    WHERE "image_id" IS NOT NULL AND "illustration" = 'none';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  UPDATE "pages_blocks_hero" SET "illustration" = 'none' WHERE "illustration" = 'image';
  UPDATE "_pages_v_blocks_hero" SET "illustration" = 'none' WHERE "illustration" = 'image';`)
}
