import crypto from 'node:crypto'
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { ENGLAND_BANK_HOLIDAYS, storedDay } from '../src/lib/bank-holidays'

/**
 * Sites set up before the live chat knew the days the team is away start with England's bank
 * holidays in that list: in the published settings and in their latest version (what the admin
 * opens, and publishes again). A list someone has already filled in is left as it is, and a
 * fresh database, with no settings yet, gets them from the seed.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  const targets = [
    { table: 'site_settings_chat_closed_days', parents: sql`SELECT id FROM site_settings` },
    {
      table: '_site_settings_v_version_chat_closed_days',
      parents: sql`SELECT id FROM _site_settings_v WHERE latest`,
    },
  ]
  for (const { table, parents } of targets) {
    const { rows } = await db.execute(sql`
      SELECT p.id FROM (${parents}) p
      WHERE NOT EXISTS (SELECT 1 FROM ${sql.identifier(table)} d WHERE d._parent_id = p.id)`)
    for (const { id: parent } of rows as { id: number }[]) {
      for (const [order, { date, reason }] of ENGLAND_BANK_HOLIDAYS.entries()) {
        const rowId = crypto.randomBytes(12).toString('hex')
        await db.execute(
          table === 'site_settings_chat_closed_days'
            ? sql`INSERT INTO site_settings_chat_closed_days (_order, _parent_id, id, date, reason)
                VALUES (${order + 1}, ${parent}, ${rowId}, ${storedDay(date)}, ${reason})`
            : sql`INSERT INTO _site_settings_v_version_chat_closed_days
                (_order, _parent_id, _uuid, date, reason)
                VALUES (${order + 1}, ${parent}, ${rowId}, ${storedDay(date)}, ${reason})`,
        )
      }
    }
  }
}

/** The bank holidays this added stay: they are the site's own list from here on. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
