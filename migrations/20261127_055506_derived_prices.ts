import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Calculator packages refer to their plan and are priced from the price book of each page they
 * are on; annual prices are twelve months unless a book sets its own; price decisions go.
 *
 * Existing data is carried over: each package gets the plan whose name it had, and keeps an
 * override wherever its stored price differs from what the books and rates give (a pound
 * override unless every page's book gives its pound price; a euro or dollar override where the
 * figure is not the pound price converted). A stored annual price of twelve months is cleared.
 * The rule is written out here, not imported, so this migration keeps doing what it did.
 */

type Db = MigrateUpArgs['db']
type Currency = 'gbp' | 'eur' | 'usd'
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  (await db.execute(query)).rows as T[]
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value))

async function carryPricesOver(db: Db) {
  const [settings] = await rowsOf<{ eur_rate: string; usd_rate: string; rounding: string }>(
    db,
    sql`SELECT eur_rate, usd_rate, rounding FROM currencies LIMIT 1`,
  )
  const rates: Record<Currency, number> = {
    gbp: 1,
    eur: num(settings?.eur_rate) || 1.17,
    usd: num(settings?.usd_rate) || 1.27,
  }
  const round = (value: number) => {
    const clean = Number(value.toPrecision(12))
    if (settings?.rounding === 'up') return Math.ceil(clean)
    if (settings?.rounding === 'down') return Math.floor(clean)
    return Math.round(clean)
  }
  // The books (and multipliers) each calculator is priced from: a pricing section's own
  // calculator, and an ROI calculator block beside the page's first pricing section.
  const placements = await rowsOf<{
    calculator_id: number
    book_id: number | null
    multiplier: string | null
  }>(
    db,
    sql`SELECT s.calculator_id, s.price_book_id AS book_id, s.price_multiplier AS multiplier
          FROM pages_blocks_pricing_section s WHERE s.calculator_id IS NOT NULL
        UNION ALL
        SELECT r.calculator_id, s.price_book_id, s.price_multiplier
          FROM pages_blocks_roi_calculator r
          LEFT JOIN LATERAL (
            SELECT price_book_id, price_multiplier FROM pages_blocks_pricing_section
             WHERE _parent_id = r._parent_id AND price_book_id IS NOT NULL
             ORDER BY _order LIMIT 1
          ) s ON true
         WHERE r.calculator_id IS NOT NULL`,
  )
  const bookRows = await rowsOf<{ book_id: number; plan_id: number; monthly_gbp: string }>(
    db,
    sql`SELECT _parent_id AS book_id, plan_id, monthly_gbp FROM price_books_prices`,
  )
  const plans = await rowsOf<{ id: number; name: string }>(db, sql`SELECT id, name FROM plans`)
  const planNamed = (name: string | null) =>
    plans.find((p) => p.name?.trim().toLowerCase() === name?.trim().toLowerCase())?.id ?? null

  type Stored = {
    id: number
    calculator_id: number
    name: string | null
    prices_gbp: string | null
    prices_eur: string | null
    prices_usd: string | null
  }
  const overridesOf = (pkg: Stored, planId: number | null) => {
    const stored = { gbp: num(pkg.prices_gbp), eur: num(pkg.prices_eur), usd: num(pkg.prices_usd) }
    const overrides: Record<Currency, number | null> = { gbp: null, eur: null, usd: null }
    if (stored.gbp === null) return overrides
    const fromBooks = placements
      .filter((p) => p.calculator_id === pkg.calculator_id)
      .map((p) => {
        const row = bookRows.find((r) => r.book_id === p.book_id && r.plan_id === planId)
        if (!row) return null
        const factor = num(p.multiplier) || 1
        return factor === 1 ? Number(row.monthly_gbp) : Math.round(Number(row.monthly_gbp) * factor)
      })
    if (fromBooks.length === 0 || fromBooks.some((gbp) => gbp !== stored.gbp))
      overrides.gbp = stored.gbp
    for (const c of ['eur', 'usd'] as const)
      if (stored[c] !== null && stored[c] !== round(stored.gbp * rates[c])) overrides[c] = stored[c]
    return overrides
  }

  const current = await rowsOf<Stored>(
    db,
    sql`SELECT id, _parent_id AS calculator_id, name, prices_gbp, prices_eur, prices_usd
          FROM calculators_packages`,
  )
  for (const pkg of current) {
    const planId = planNamed(pkg.name)
    const o = overridesOf(pkg, planId)
    await db.execute(sql`UPDATE calculators_packages
      SET plan_id = ${planId}, overrides_gbp = ${o.gbp}, overrides_eur = ${o.eur}, overrides_usd = ${o.usd}
      WHERE id = ${pkg.id}`)
  }
  const versions = await rowsOf<Stored>(
    db,
    sql`SELECT p.id, v.parent_id AS calculator_id, p.name, p.prices_gbp, p.prices_eur, p.prices_usd
          FROM _calculators_v_version_packages p JOIN _calculators_v v ON v.id = p._parent_id`,
  )
  for (const pkg of versions) {
    const planId = planNamed(pkg.name)
    const o = overridesOf(pkg, planId)
    await db.execute(sql`UPDATE _calculators_v_version_packages
      SET plan_id = ${planId}, overrides_gbp = ${o.gbp}, overrides_eur = ${o.eur}, overrides_usd = ${o.usd}
      WHERE id = ${pkg.id}`)
  }
  await db.execute(sql`
    UPDATE price_books_prices SET annual_gbp = NULL WHERE annual_gbp = monthly_gbp * 12;
    UPDATE _price_books_v_version_prices SET annual_gbp = NULL WHERE annual_gbp = monthly_gbp * 12;`)
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "calculators_packages" ADD COLUMN "plan_id" integer;
  ALTER TABLE "calculators_packages" ADD COLUMN "overrides_gbp" numeric;
  ALTER TABLE "calculators_packages" ADD COLUMN "overrides_eur" numeric;
  ALTER TABLE "calculators_packages" ADD COLUMN "overrides_usd" numeric;
  ALTER TABLE "_calculators_v_version_packages" ADD COLUMN "plan_id" integer;
  ALTER TABLE "_calculators_v_version_packages" ADD COLUMN "overrides_gbp" numeric;
  ALTER TABLE "_calculators_v_version_packages" ADD COLUMN "overrides_eur" numeric;
  ALTER TABLE "_calculators_v_version_packages" ADD COLUMN "overrides_usd" numeric;
  ALTER TABLE "calculators_packages" ADD CONSTRAINT "calculators_packages_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_calculators_v_version_packages" ADD CONSTRAINT "_calculators_v_version_packages_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "calculators_packages_plan_idx" ON "calculators_packages" USING btree ("plan_id");
  CREATE INDEX "_calculators_v_version_packages_plan_idx" ON "_calculators_v_version_packages" USING btree ("plan_id");`)
  await carryPricesOver(db)
  await db.execute(sql`
  ALTER TABLE "price_decisions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "price_decisions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_price_decisions_fk";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_price_decisions_id_idx";
  ALTER TABLE "calculators_packages" DROP COLUMN "name";
  ALTER TABLE "calculators_packages" DROP COLUMN "prices_gbp";
  ALTER TABLE "calculators_packages" DROP COLUMN "prices_eur";
  ALTER TABLE "calculators_packages" DROP COLUMN "prices_usd";
  ALTER TABLE "_calculators_v_version_packages" DROP COLUMN "name";
  ALTER TABLE "_calculators_v_version_packages" DROP COLUMN "prices_gbp";
  ALTER TABLE "_calculators_v_version_packages" DROP COLUMN "prices_eur";
  ALTER TABLE "_calculators_v_version_packages" DROP COLUMN "prices_usd";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "price_decisions_id";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "price_decisions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"summary" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"signature" varchar NOT NULL,
  	"decided_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "calculators_packages" DROP CONSTRAINT "calculators_packages_plan_id_plans_id_fk";
  
  ALTER TABLE "_calculators_v_version_packages" DROP CONSTRAINT "_calculators_v_version_packages_plan_id_plans_id_fk";
  
  DROP INDEX "calculators_packages_plan_idx";
  DROP INDEX "_calculators_v_version_packages_plan_idx";
  ALTER TABLE "calculators_packages" ADD COLUMN "name" varchar;
  ALTER TABLE "calculators_packages" ADD COLUMN "prices_gbp" numeric;
  ALTER TABLE "calculators_packages" ADD COLUMN "prices_eur" numeric;
  ALTER TABLE "calculators_packages" ADD COLUMN "prices_usd" numeric;
  ALTER TABLE "_calculators_v_version_packages" ADD COLUMN "name" varchar;
  ALTER TABLE "_calculators_v_version_packages" ADD COLUMN "prices_gbp" numeric;
  ALTER TABLE "_calculators_v_version_packages" ADD COLUMN "prices_eur" numeric;
  ALTER TABLE "_calculators_v_version_packages" ADD COLUMN "prices_usd" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "price_decisions_id" integer;
  CREATE INDEX "price_decisions_subject_idx" ON "price_decisions" USING btree ("subject");
  CREATE INDEX "price_decisions_updated_at_idx" ON "price_decisions" USING btree ("updated_at");
  CREATE INDEX "price_decisions_created_at_idx" ON "price_decisions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_price_decisions_fk" FOREIGN KEY ("price_decisions_id") REFERENCES "public"."price_decisions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_price_decisions_id_idx" ON "payload_locked_documents_rels" USING btree ("price_decisions_id");`)
  // Each package's name from its plan, and its prices as the book of a page it is on gives them.
  const tables = {
    calculators_packages: 'p._parent_id',
    _calculators_v_version_packages:
      '(SELECT parent_id FROM _calculators_v WHERE id = p._parent_id)',
  }
  for (const [table, calculator] of Object.entries(tables)) {
    await db.execute(
      sql.raw(`UPDATE "${table}" p SET
        name = (SELECT name FROM plans WHERE id = p.plan_id),
        prices_gbp = COALESCE(p.overrides_gbp, (SELECT monthly_gbp FROM price_books_prices b
          WHERE b.plan_id = p.plan_id
          ORDER BY b._parent_id IN (SELECT price_book_id FROM pages_blocks_pricing_section
            WHERE calculator_id = ${calculator}) DESC, b._parent_id LIMIT 1))`),
    )
    await db.execute(
      sql.raw(`UPDATE "${table}" p SET
        prices_eur = COALESCE(p.overrides_eur, ROUND(p.prices_gbp * (SELECT eur_rate FROM currencies LIMIT 1))),
        prices_usd = COALESCE(p.overrides_usd, ROUND(p.prices_gbp * (SELECT usd_rate FROM currencies LIMIT 1)))`),
    )
  }
  await db.execute(sql`
  UPDATE price_books_prices SET annual_gbp = monthly_gbp * 12 WHERE annual_gbp IS NULL;
  UPDATE _price_books_v_version_prices SET annual_gbp = monthly_gbp * 12 WHERE annual_gbp IS NULL;
  ALTER TABLE "calculators_packages" DROP COLUMN "plan_id";
  ALTER TABLE "calculators_packages" DROP COLUMN "overrides_gbp";
  ALTER TABLE "calculators_packages" DROP COLUMN "overrides_eur";
  ALTER TABLE "calculators_packages" DROP COLUMN "overrides_usd";
  ALTER TABLE "_calculators_v_version_packages" DROP COLUMN "plan_id";
  ALTER TABLE "_calculators_v_version_packages" DROP COLUMN "overrides_gbp";
  ALTER TABLE "_calculators_v_version_packages" DROP COLUMN "overrides_eur";
  ALTER TABLE "_calculators_v_version_packages" DROP COLUMN "overrides_usd";`)
}
