/** Referral partner commission: 20 % of the displayed price, rounded, in the chosen currency. */
import type { BillingPeriod } from './pricing'

export const COMMISSION_RATE = 0.2

/**
 * 20% (or the CMS's `rate`) of the displayed price, already in the chosen currency, rounded to
 * whole units.
 */
export function commission(displayedPrice: number, rate: number = COMMISSION_RATE): number {
  return Math.round(Number((displayedPrice * rate).toPrecision(12)))
}

export function commissionLabel(period: BillingPeriod): 'per client /month' | 'per client /year' {
  return period === 'annual' ? 'per client /year' : 'per client /month'
}
