import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "site_settings_chat_closed_days" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone,
  	"reason" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_chat_closed_days" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone,
  	"reason" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "site_settings_chat_closed_days" ADD CONSTRAINT "site_settings_chat_closed_days_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_chat_closed_days" ADD CONSTRAINT "_site_settings_v_version_chat_closed_days_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_settings_chat_closed_days_order_idx" ON "site_settings_chat_closed_days" USING btree ("_order");
  CREATE INDEX "site_settings_chat_closed_days_parent_id_idx" ON "site_settings_chat_closed_days" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_chat_closed_days_order_idx" ON "_site_settings_v_version_chat_closed_days" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_chat_closed_days_parent_id_idx" ON "_site_settings_v_version_chat_closed_days" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "site_settings_chat_closed_days" CASCADE;
  DROP TABLE "_site_settings_v_version_chat_closed_days" CASCADE;`)
}
