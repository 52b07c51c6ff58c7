/** `npm run seed`: migrate, then run the idempotent seed (twice changes nothing). */
import { prepareDatabase } from './prepare'

await prepareDatabase({ alwaysSeed: true })
