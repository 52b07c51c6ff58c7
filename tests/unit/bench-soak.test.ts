import { describe, expect, it } from 'vitest'
import { soakGrowth } from '../../bench/report'

/** RSS every 5 s for five minutes: a saw-tooth of `period` samples rising `tooth` MB, on `floor`. */
function soak(floor: (i: number) => number, period = 9, tooth = 200) {
  return Array.from({ length: 60 }, (_, i) => ({
    rssMb: floor(i) + ((i % period) / period) * tooth,
  }))
}

describe('soak memory growth', () => {
  it('reads a steady saw-tooth as steady, wherever its teeth fall in the quarters', () => {
    for (const period of [6, 8, 9, 11, 13]) {
      expect(Math.abs(soakGrowth(soak(() => 420, period)))).toBeLessThan(0.02)
    }
  })

  it('does not let one unusually deep drop early on pass for growth', () => {
    const samples = soak(() => 420)
    samples[19] = samples[20] = { rssMb: 380 } // a quarter's lowest sample alone would read +10.5 %
    expect(soakGrowth(samples)).toBeLessThan(0.1)
  })

  it('reports a leak of 2 MB every 5 s as more than 10 %', () => {
    expect(soakGrowth(soak((i) => 400 + 2 * i))).toBeGreaterThan(0.1)
  })
})
