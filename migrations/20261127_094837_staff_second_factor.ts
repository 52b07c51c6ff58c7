import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_second_factor_required_for" AS ENUM('admin', 'marketer', 'ops');
  CREATE TABLE "second_factor_required_for" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_second_factor_required_for",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "second_factor" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "users" ADD COLUMN "second_factor_enabled" boolean DEFAULT false;
  ALTER TABLE "users" ADD COLUMN "totp_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "totp_setup_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "totp_last_step" numeric;
  ALTER TABLE "users" ADD COLUMN "recovery_codes" jsonb;
  ALTER TABLE "users" ADD COLUMN "pending_sign_ins" jsonb;
  ALTER TABLE "second_factor_required_for" ADD CONSTRAINT "second_factor_required_for_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."second_factor"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "second_factor_required_for_order_idx" ON "second_factor_required_for" USING btree ("order");
  CREATE INDEX "second_factor_required_for_parent_idx" ON "second_factor_required_for" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "second_factor_required_for" CASCADE;
  DROP TABLE "second_factor" CASCADE;
  ALTER TABLE "users" DROP COLUMN "second_factor_enabled";
  ALTER TABLE "users" DROP COLUMN "totp_secret";
  ALTER TABLE "users" DROP COLUMN "totp_setup_secret";
  ALTER TABLE "users" DROP COLUMN "totp_last_step";
  ALTER TABLE "users" DROP COLUMN "recovery_codes";
  ALTER TABLE "users" DROP COLUMN "pending_sign_ins";
  DROP TYPE "public"."enum_second_factor_required_for";`)
}
