'use client'

import { useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import { offerStateLabel, type PageOffer } from '@/lib/offers'
import './offer-state.scss'

/** The current time, moved on every 15 seconds so a label turns to "ended" as the end passes. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 15_000)
    return () => window.clearInterval(timer)
  }, [])
  return now
}

function Label({ offer }: { offer: PageOffer | undefined }) {
  const state = offerStateLabel(offer, useNow())
  if (!state) return null
  return (
    <span className="offer-state" data-ended={state.ended}>
      {state.text}
    </span>
  )
}

/** In a page's edit view: whether its offer has ended, read from the form as it is edited. */
export function OfferStateField() {
  const endsAt = useFormFields(([fields]) => fields['offer.endsAt']?.value as string | undefined)
  if (!endsAt) return null
  return (
    <p className="offer-state__field">
      <Label offer={{ endsAt }} />
    </p>
  )
}

/** In the pages list: the same words in the page's row, empty for a page without an offer. */
export function OfferStateCell({ rowData }: { rowData?: { offer?: PageOffer } }) {
  return <Label offer={rowData?.offer} />
}
