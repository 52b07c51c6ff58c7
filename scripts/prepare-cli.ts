/**
 * `tsx scripts/prepare-cli.ts [--seed] [--dev-admin]`: migrate the DATABASE_URL database, seed
 * it (always with --seed, else only when empty) and with --dev-admin print the development login.
 * PREPARE_ADMIN_EMAIL and PREPARE_ADMIN_PASSWORD also create that admin account (tests).
 */
import { prepareDatabase } from './prepare'

const { PREPARE_ADMIN_EMAIL: email, PREPARE_ADMIN_PASSWORD: password } = process.env
await prepareDatabase({
  alwaysSeed: process.argv.includes('--seed'),
  devAdmin: process.argv.includes('--dev-admin'),
  admin: email && password ? { email, password } : undefined,
})
process.exit(0)
