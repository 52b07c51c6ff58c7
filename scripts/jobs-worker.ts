/**
 * `npm run jobs`: runs the jobs queue (brief e-mails, scheduled publishing) without serving
 * pages, for a deployment that keeps a worker apart from the web instances. Like every instance,
 * it works the queue only while it holds the runner lock, so any number of them can run.
 */
import { getPayload } from 'payload'
import config from '../payload.config'

const payload = await getPayload({ config, cron: true })
const stop = async () => {
  await payload.destroy()
  process.exit(0)
}
process.once('SIGTERM', () => void stop())
process.once('SIGINT', () => void stop())
