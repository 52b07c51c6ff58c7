import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_onboarding_submissions_brief_log_what" AS ENUM('resent', 'marked');
  CREATE TABLE "onboarding_submissions_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"body" varchar NOT NULL,
  	"author" varchar,
  	"at" timestamp(3) with time zone
  );
  
  CREATE TABLE "onboarding_submissions_status_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from" varchar,
  	"to" varchar NOT NULL,
  	"by" varchar,
  	"at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "onboarding_submissions_brief_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"what" "enum_onboarding_submissions_brief_log_what" NOT NULL,
  	"by" varchar,
  	"at" timestamp(3) with time zone NOT NULL
  );
  
  ALTER TABLE "onboarding_submissions_notes" ADD CONSTRAINT "onboarding_submissions_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."onboarding_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "onboarding_submissions_status_history" ADD CONSTRAINT "onboarding_submissions_status_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."onboarding_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "onboarding_submissions_brief_log" ADD CONSTRAINT "onboarding_submissions_brief_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."onboarding_submissions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "onboarding_submissions_notes_order_idx" ON "onboarding_submissions_notes" USING btree ("_order");
  CREATE INDEX "onboarding_submissions_notes_parent_id_idx" ON "onboarding_submissions_notes" USING btree ("_parent_id");
  CREATE INDEX "onboarding_submissions_status_history_order_idx" ON "onboarding_submissions_status_history" USING btree ("_order");
  CREATE INDEX "onboarding_submissions_status_history_parent_id_idx" ON "onboarding_submissions_status_history" USING btree ("_parent_id");
  CREATE INDEX "onboarding_submissions_brief_log_order_idx" ON "onboarding_submissions_brief_log" USING btree ("_order");
  CREATE INDEX "onboarding_submissions_brief_log_parent_id_idx" ON "onboarding_submissions_brief_log" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "onboarding_submissions_notes" CASCADE;
  DROP TABLE "onboarding_submissions_status_history" CASCADE;
  DROP TABLE "onboarding_submissions_brief_log" CASCADE;
  DROP TYPE "public"."enum_onboarding_submissions_brief_log_what";`)
}
