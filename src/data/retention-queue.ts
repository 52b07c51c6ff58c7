import type { PayloadRequest } from 'payload'
import {
  addDays,
  dueForRemoval,
  NOTICE_DAYS,
  periodsFrom,
  removalDate,
  type RetentionPeriods,
} from '@/lib/retention'

/** The retention periods as admins set them, read for staff who may not read the settings. */
async function periods(req: PayloadRequest): Promise<RetentionPeriods> {
  return periodsFrom(
    await req.payload.findGlobal({ slug: 'privacy-settings', overrideAccess: true, req }),
  )
}

/**
 * The submissions the retention job will anonymise in the next NOTICE_DAYS days, soonest first,
 * each with its date, as the signed-in staff member may read them; and the moment it was asked.
 */
export async function dueSoon(req: PayloadRequest, now = new Date()) {
  const settings = await periods(req)
  const { docs } = await req.payload.find({
    collection: 'onboarding-submissions',
    where: dueForRemoval(settings, addDays(now, NOTICE_DAYS)),
    pagination: false,
    depth: 0,
    overrideAccess: false,
    req,
    select: {
      submissionId: true,
      name: true,
      company: true,
      companyName: true,
      status: true,
      createdAt: true,
      lastContactAt: true,
      workEndedAt: true,
      retention: true,
      anonymisedAt: true,
    },
  })
  const due = docs
    .map((doc) => ({ ...doc, removeOn: removalDate(doc, settings) ?? now }))
    .sort((a, b) => a.removeOn.getTime() - b.removeOn.getTime())
  return { due, asOf: now }
}
