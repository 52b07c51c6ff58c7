import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_onboarding_submissions_booking_status" AS ENUM('booked', 'cancelled');
  CREATE TYPE "public"."enum_bookings_status" AS ENUM('booked', 'cancelled');
  CREATE TABLE "bookings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"email" varchar,
  	"start_time" timestamp(3) with time zone,
  	"status" "enum_bookings_status" DEFAULT 'booked' NOT NULL,
  	"submission_id" integer,
  	"invitee_uri" varchar NOT NULL,
  	"received_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "onboarding_submissions" ADD COLUMN "booking_call_at" timestamp(3) with time zone;
  ALTER TABLE "onboarding_submissions" ADD COLUMN "booking_status" "enum_onboarding_submissions_booking_status";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "bookings_id" integer;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_submission_id_onboarding_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."onboarding_submissions"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "bookings_email_idx" ON "bookings" USING btree ("email");
  CREATE INDEX "bookings_start_time_idx" ON "bookings" USING btree ("start_time");
  CREATE INDEX "bookings_submission_idx" ON "bookings" USING btree ("submission_id");
  CREATE UNIQUE INDEX "bookings_invitee_uri_idx" ON "bookings" USING btree ("invitee_uri");
  CREATE INDEX "bookings_received_at_idx" ON "bookings" USING btree ("received_at");
  CREATE INDEX "bookings_updated_at_idx" ON "bookings" USING btree ("updated_at");
  CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bookings_fk" FOREIGN KEY ("bookings_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("bookings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "bookings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_bookings_fk";
  
  DROP INDEX "payload_locked_documents_rels_bookings_id_idx";
  ALTER TABLE "onboarding_submissions" DROP COLUMN "booking_call_at";
  ALTER TABLE "onboarding_submissions" DROP COLUMN "booking_status";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "bookings_id";
  DROP TYPE "public"."enum_onboarding_submissions_booking_status";
  DROP TYPE "public"."enum_bookings_status";`)
}
