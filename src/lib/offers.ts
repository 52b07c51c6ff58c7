/**
 * Time-limited offers. A page may carry an end date; from that moment the page is no longer in
 * the sitemap and visitors get what the marketer chose: sent on to another page, or shown an
 * "offer ended" message.
 */
export type PageOffer = {
  endsAt?: string | null
  afterEnd?: 'redirect' | 'message' | null
} | null

/** The end as a time stamp, or NaN when the page has no (valid) end date. */
function endTime(offer: PageOffer | undefined): number {
  return offer?.endsAt ? Date.parse(offer.endsAt) : Number.NaN
}

/** Whether the page's offer has ended at `now` (a page without an end date never ends). */
export function offerHasEnded(offer: PageOffer | undefined, now: number = Date.now()): boolean {
  return endTime(offer) <= now
}

/** Whether the offer's end lies ahead, so something must expire the cached page when it comes. */
export function offerEndsLater(offer: PageOffer | undefined, now: number = Date.now()): boolean {
  return endTime(offer) > now
}

/** A moment as the London office reads it: "3 Nov 2026, 18:00". */
const LONDON = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
})

/**
 * Where a page's offer stands, in words for the admin: "Offer ended 3 Nov 2026, 18:00 (London
 * time)", "Offer ends …", or null for a page without an end.
 */
export function offerStateLabel(offer: PageOffer | undefined, now: number = Date.now()) {
  if (!offer?.endsAt || Number.isNaN(endTime(offer))) return null
  const when = `${LONDON.format(new Date(offer.endsAt))} (London time)`
  return offerHasEnded(offer, now)
    ? { ended: true, text: `Offer ended ${when}` }
    : { ended: false, text: `Offer ends ${when}` }
}
