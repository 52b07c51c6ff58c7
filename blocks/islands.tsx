'use client'

/**
 * The blocks' own interactive islands, each loaded as a chunk of its own, for the reason the
 * shared ones in src/components/islands.tsx are: a page downloads only the islands it renders.
 */
import dynamic from 'next/dynamic'

export const StoryTabsClient = dynamic(() =>
  import('./StoryTabs/StoryTabsClient').then((m) => m.StoryTabsClient),
)
export const LiveChat = dynamic(() => import('./Contact/LiveChat').then((m) => m.LiveChat))
export const AcademyAccess = dynamic(() =>
  import('./Academy/AccessDialog').then((m) => m.AcademyAccess),
)
export const AccessButton = dynamic(() =>
  import('./Academy/AccessDialog').then((m) => m.AccessButton),
)
export const ComplaintForm = dynamic(() =>
  import('./PrivacyComplaintForm/ComplaintForm').then((m) => m.ComplaintForm),
)
export const FormClient = dynamic(() => import('./Form/FormClient').then((m) => m.FormClient))
