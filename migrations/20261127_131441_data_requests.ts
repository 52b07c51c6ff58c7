import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_data_requests_kind" AS ENUM('access', 'portability', 'rectification', 'erasure', 'restriction', 'objection');
  CREATE TYPE "public"."enum_data_requests_status" AS ENUM('open', 'answered', 'refused');
  ALTER TYPE "public"."enum_onboarding_submissions_brief_status" ADD VALUE 'withheld';
  CREATE TABLE "data_requests_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by" varchar NOT NULL,
  	"what" varchar NOT NULL
  );
  
  CREATE TABLE "data_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar,
  	"kind" "enum_data_requests_kind" NOT NULL,
  	"received_at" timestamp(3) with time zone NOT NULL,
  	"status" "enum_data_requests_status" DEFAULT 'open' NOT NULL,
  	"details" varchar,
  	"outcome" varchar,
  	"due_at" timestamp(3) with time zone,
  	"answered_at" timestamp(3) with time zone,
  	"handled_by" varchar,
  	"erased_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "onboarding_submissions" ADD COLUMN "privacy_notice_version" varchar;
  ALTER TABLE "onboarding_submissions" ADD COLUMN "privacy_notice_published_at" timestamp(3) with time zone;
  ALTER TABLE "onboarding_submissions" ADD COLUMN "restricted" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "data_requests_id" integer;
  ALTER TABLE "data_requests_actions" ADD CONSTRAINT "data_requests_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."data_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "data_requests_actions_order_idx" ON "data_requests_actions" USING btree ("_order");
  CREATE INDEX "data_requests_actions_parent_id_idx" ON "data_requests_actions" USING btree ("_parent_id");
  CREATE INDEX "data_requests_email_idx" ON "data_requests" USING btree ("email");
  CREATE INDEX "data_requests_status_idx" ON "data_requests" USING btree ("status");
  CREATE INDEX "data_requests_due_at_idx" ON "data_requests" USING btree ("due_at");
  CREATE INDEX "data_requests_answered_at_idx" ON "data_requests" USING btree ("answered_at");
  CREATE INDEX "data_requests_erased_at_idx" ON "data_requests" USING btree ("erased_at");
  CREATE INDEX "data_requests_updated_at_idx" ON "data_requests" USING btree ("updated_at");
  CREATE INDEX "data_requests_created_at_idx" ON "data_requests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_data_requests_fk" FOREIGN KEY ("data_requests_id") REFERENCES "public"."data_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "onboarding_submissions_restricted_idx" ON "onboarding_submissions" USING btree ("restricted");
  CREATE INDEX "payload_locked_documents_rels_data_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("data_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "data_requests_actions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "data_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "data_requests_actions" CASCADE;
  DROP TABLE "data_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_data_requests_fk";
  
  ALTER TABLE "onboarding_submissions" ALTER COLUMN "brief_status" SET DATA TYPE text;
  ALTER TABLE "onboarding_submissions" ALTER COLUMN "brief_status" SET DEFAULT 'queued'::text;
  DROP TYPE "public"."enum_onboarding_submissions_brief_status";
  CREATE TYPE "public"."enum_onboarding_submissions_brief_status" AS ENUM('queued', 'delivered', 'retrying', 'failed', 'logged');
  ALTER TABLE "onboarding_submissions" ALTER COLUMN "brief_status" SET DEFAULT 'queued'::"public"."enum_onboarding_submissions_brief_status";
  ALTER TABLE "onboarding_submissions" ALTER COLUMN "brief_status" SET DATA TYPE "public"."enum_onboarding_submissions_brief_status" USING "brief_status"::"public"."enum_onboarding_submissions_brief_status";
  DROP INDEX "onboarding_submissions_restricted_idx";
  DROP INDEX "payload_locked_documents_rels_data_requests_id_idx";
  ALTER TABLE "onboarding_submissions" DROP COLUMN "privacy_notice_version";
  ALTER TABLE "onboarding_submissions" DROP COLUMN "privacy_notice_published_at";
  ALTER TABLE "onboarding_submissions" DROP COLUMN "restricted";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "data_requests_id";
  DROP TYPE "public"."enum_data_requests_kind";
  DROP TYPE "public"."enum_data_requests_status";`)
}
