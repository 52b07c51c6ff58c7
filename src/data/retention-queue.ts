import type { PayloadRequest } from 'payload'
import {
  addDays,
  chatsDueForRemoval,
  dueForRemoval,
  entriesDueForRemoval,
  addMonths,
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

/**
 * The form entries the retention job will anonymise in the next NOTICE_DAYS days, soonest first,
 * each with its form's title and the day it goes, as the signed-in staff member may read them.
 */
export async function entriesDueSoon(req: PayloadRequest, now = new Date()) {
  const settings = await periods(req)
  const { docs } = await req.payload.find({
    collection: 'form-submissions',
    where: entriesDueForRemoval(settings, addDays(now, NOTICE_DAYS)),
    sort: 'lastContactAt',
    pagination: false,
    depth: 1,
    overrideAccess: false,
    req,
    select: { name: true, email: true, form: true, lastContactAt: true, createdAt: true },
  })
  return docs.map((doc) => ({
    id: doc.id,
    who: doc.name || doc.email || 'Unnamed sender',
    form: typeof doc.form === 'object' ? doc.form.title : '',
    lastContactAt: doc.lastContactAt ?? doc.createdAt,
    removeOn: addMonths(new Date(doc.lastContactAt ?? doc.createdAt), settings.enquiryMonths),
  }))
}

/**
 * The live chats the retention job will delete in the next NOTICE_DAYS days, soonest first, each
 * with the visitor's address and the day it goes, as the signed-in staff member may read them.
 */
export async function chatsDueSoon(req: PayloadRequest, now = new Date()) {
  const settings = await periods(req)
  const { docs } = await req.payload.find({
    collection: 'conversations',
    where: chatsDueForRemoval(settings, addDays(now, NOTICE_DAYS)),
    sort: 'lastContactAt',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    req,
    select: { name: true, email: true, lastContactAt: true, createdAt: true },
  })
  return docs.map((doc) => {
    const lastContactAt = doc.lastContactAt ?? doc.createdAt
    return {
      id: doc.id,
      who: doc.name ? `${doc.name} (${doc.email})` : doc.email,
      lastContactAt,
      removeOn: addMonths(new Date(lastContactAt), settings.enquiryMonths),
    }
  })
}
