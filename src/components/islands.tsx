'use client'

/**
 * The site's shared interactive islands, each loaded as a chunk of its own (a block's own islands
 * are in blocks/islands.tsx). Every page is rendered by the one catch-all route, so a client
 * component imported directly by a block would be downloaded by every page, whether it shows that
 * block or not. Through these wrappers a page downloads only the islands it renders. They are
 * still rendered on the server, so the HTML is complete before any of them loads.
 */
import dynamic from 'next/dynamic'

export const SchedulingWidget = dynamic(() =>
  import('@/components/scheduling/SchedulingWidget').then((m) => m.SchedulingWidget),
)
export const VideoFacade = dynamic(() =>
  import('@/components/video/VideoFacade').then((m) => m.VideoFacade),
)
export const PricingStateProvider = dynamic(() =>
  import('@/components/pricing/PricingState').then((m) => m.PricingStateProvider),
)
export const TeamsOnly = dynamic(() =>
  import('@/components/pricing/Figures').then((m) => m.TeamsOnly),
)
export const ViewPanel = dynamic(() =>
  import('@/components/pricing/Figures').then((m) => m.ViewPanel),
)
export const CurrencyText = dynamic(() =>
  import('@/components/pricing/Figures').then((m) => m.CurrencyText),
)
export const PeriodText = dynamic(() =>
  import('@/components/pricing/Figures').then((m) => m.PeriodText),
)
export const PeriodCurrencyText = dynamic(() =>
  import('@/components/pricing/Figures').then((m) => m.PeriodCurrencyText),
)
export const CurrencySwitch = dynamic(() =>
  import('@/components/pricing/Controls').then((m) => m.CurrencySwitch),
)
export const RoiCalculator = dynamic(() =>
  import('@/components/pricing/RoiCalculator').then((m) => m.RoiCalculator),
)
export const BillingPeriodSwitch = dynamic(() =>
  import('@/components/pricing/Controls').then((m) => m.BillingPeriodSwitch),
)
export const PlanModelSwitch = dynamic(() =>
  import('@/components/pricing/Controls').then((m) => m.PlanModelSwitch),
)
export const ViewToggle = dynamic(() =>
  import('@/components/pricing/Controls').then((m) => m.ViewToggle),
)
