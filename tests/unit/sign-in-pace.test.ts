import { describe, expect, it } from 'vitest'
import { signInDelay } from '@/server/sign-in-pace'

describe('signInDelay', () => {
  it('lets five attempts through at full speed, then doubles the wait up to four seconds', () => {
    expect([1, 5, 6, 7, 8, 9, 10, 50].map(signInDelay)).toEqual([
      0, 0, 500, 1000, 2000, 4000, 4000, 4000,
    ])
  })
})
