import { describe, expect, it } from 'vitest'
import { imageSizeProblem } from '@collections/Media/limits'

describe('imageSizeProblem', () => {
  it('takes real photos, posters, panoramas and logos', () => {
    for (const [width, height] of [
      [8256, 5504], // 45-megapixel full-frame camera
      [5504, 8256],
      [4961, 3508], // A3 poster at 300 dpi
      [12_000, 1200], // 10:1 panorama
      [360, 96], // wordmark logo
      [1, 1],
    ])
      expect(imageSizeProblem({ width, height }), `${width}×${height}`).toBeUndefined()
    expect(imageSizeProblem({ width: 500, height: 500, frames: 200 })).toBeUndefined()
  })

  it('refuses a side over 12,000 pixels, one side over ten times the other, or over 50 megapixels', () => {
    expect(imageSizeProblem({ width: 100_000, height: 100 })).toMatch(
      /100,000 × 100 pixels; neither side may be over 12,000 pixels/,
    )
    expect(imageSizeProblem({ width: 12_001, height: 12_000 })).toMatch(/neither side/)
    expect(imageSizeProblem({ width: 1001, height: 100 })).toMatch(/at most 10 times the other/)
    expect(imageSizeProblem({ width: 100, height: 1001 })).toMatch(/at most 10 times the other/)
    expect(imageSizeProblem({ width: 7100, height: 7100 })).toMatch(/at most 50 million pixels/)
    expect(imageSizeProblem({ width: 800, height: 800, frames: 80 })).toMatch(
      /in 80 frames; an image may have at most 50 million pixels/,
    )
    expect(imageSizeProblem({ width: 0, height: 10 })).toMatch(/no width or height/)
  })
})
