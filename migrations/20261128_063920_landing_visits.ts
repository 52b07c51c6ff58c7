import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "landing_visits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"path" varchar NOT NULL,
  	"campaign" varchar DEFAULT '',
  	"day" timestamp(3) with time zone NOT NULL,
  	"visits" numeric DEFAULT 0 NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "landing_visits_id" integer;
  CREATE INDEX "landing_visits_day_idx" ON "landing_visits" USING btree ("day");
  CREATE UNIQUE INDEX "path_campaign_day_idx" ON "landing_visits" USING btree ("path","campaign","day");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_landing_visits_fk" FOREIGN KEY ("landing_visits_id") REFERENCES "public"."landing_visits"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_landing_visits_id_idx" ON "payload_locked_documents_rels" USING btree ("landing_visits_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "landing_visits" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "landing_visits" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_landing_visits_fk";
  
  DROP INDEX "payload_locked_documents_rels_landing_visits_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "landing_visits_id";`)
}
