import type { CollectionAfterChangeHook, Field, TaskConfig } from 'payload'
import { documentTag } from '@/lib/cache-tags'
import { offerEndsLater, type PageOffer } from '@/lib/offers'
import { revalidateThroughServer } from '@workarounds/revalidate-outside-request'

type OfferSiblings = { endsAt?: string | null; afterEnd?: string | null }

const ends = (_: unknown, siblings: OfferSiblings) => Boolean(siblings?.endsAt)
const redirects = (_: unknown, siblings: OfferSiblings) =>
  Boolean(siblings?.endsAt) && siblings.afterEnd !== 'message'
const showsMessage = (_: unknown, siblings: OfferSiblings) =>
  Boolean(siblings?.endsAt) && siblings.afterEnd === 'message'

/**
 * A time-limited offer: when it ends, the page leaves the sitemap and visitors are sent to another
 * page or shown the marketer's "offer ended" message, with no deploy.
 */
export const offerField: Field = {
  name: 'offer',
  type: 'group',
  label: 'Time-limited offer',
  admin: {
    position: 'sidebar',
    description:
      'For an offer that ends: from its end the page leaves the sitemap and visitors get what you choose here.',
  },
  fields: [
    {
      name: 'endsAt',
      label: 'Offer ends',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' } },
      timezone: {
        defaultTimezone: 'Europe/London',
        supportedTimezones: [{ label: 'London', value: 'Europe/London' }],
      },
    },
    {
      name: 'afterEnd',
      label: 'After the end',
      type: 'select',
      defaultValue: 'message',
      options: [
        { label: 'Show an "offer ended" message', value: 'message' },
        { label: 'Send visitors to another page', value: 'redirect' },
      ],
      admin: { condition: ends },
    },
    {
      name: 'target',
      label: 'Page to send visitors to (or to link from the message)',
      type: 'relationship',
      relationTo: 'pages',
      admin: { condition: ends },
      validate: (value: unknown, { siblingData }: { siblingData: OfferSiblings }) =>
        redirects(null, siblingData) && !value ? 'Choose the page visitors go to.' : true,
    },
    {
      name: 'endedHeading',
      label: 'Message heading',
      type: 'text',
      maxLength: 120,
      admin: { condition: showsMessage },
      validate: (value: unknown, { siblingData }: { siblingData: OfferSiblings }) =>
        showsMessage(null, siblingData) && !(typeof value === 'string' && value.trim())
          ? 'Write the heading visitors see once the offer has ended.'
          : true,
    },
    {
      name: 'endedText',
      label: 'Message',
      type: 'textarea',
      maxLength: 1000,
      admin: { condition: showsMessage },
    },
    {
      name: 'endedLinkLabel',
      label: 'Button label',
      type: 'text',
      maxLength: 60,
      admin: {
        condition: showsMessage,
        description: 'The button to the page chosen above, e.g. "See our current plans".',
      },
    },
  ],
}

/**
 * Expires the cached page at the moment its offer ends, so the next visitor gets the ended page
 * rather than a copy rendered while the offer ran. Queued when the page is published with an end
 * ahead; run by the jobs queue (every two seconds) once that moment has come.
 */
export const endOfferTask: TaskConfig<'endOffer'> = {
  slug: 'endOffer',
  label: 'End a time-limited offer',
  retries: 5,
  inputSchema: [{ name: 'slug', type: 'text', required: true }],
  handler: async ({ input, req }) => {
    await revalidateThroughServer([documentTag('pages', input.slug)], req.payload)
    return { output: {} }
  },
}

export const scheduleOfferEnd: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const offer = doc.offer as PageOffer | undefined
  if (doc._status !== 'published' || !offerEndsLater(offer)) return doc
  const before = previousDoc?.offer as PageOffer | undefined
  const alreadyQueued =
    previousDoc?._status === 'published' &&
    before?.endsAt === offer?.endsAt &&
    previousDoc?.slug === doc.slug
  if (!alreadyQueued) {
    await req.payload.jobs.queue({
      task: 'endOffer',
      input: { slug: doc.slug },
      waitUntil: new Date(offer!.endsAt!),
      req,
    })
  }
  return doc
}
