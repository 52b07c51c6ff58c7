/** `tsx scripts/prepare-cli.ts [--seed]`: migrate the DATABASE_URL database (and seed it). */
import { prepareDatabase } from './prepare'

await prepareDatabase({ alwaysSeed: process.argv.includes('--seed') })
process.exit(0)
