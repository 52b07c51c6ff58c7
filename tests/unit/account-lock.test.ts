/**
 * Changes to one account's sessions wait for each other, but never for ever: a change that hangs
 * holds the next one back for at most fifteen seconds.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { withAccountLock } from '@workarounds/sessions'

afterEach(() => {
  vi.useRealTimers()
})

describe('withAccountLock', () => {
  it('runs changes to one account one after another', async () => {
    const order: string[] = []
    let release!: () => void
    const first = withAccountLock(
      'a@example.com',
      () => new Promise<void>((resolve) => (release = resolve)).then(() => order.push('first')),
      undefined,
    )
    const second = withAccountLock('A@example.com ', async () => order.push('second'), undefined)
    await Promise.resolve()
    expect(order).toEqual([])
    release()
    await Promise.all([first, second])
    expect(order).toEqual(['first', 'second'])
  })

  it('lets the next change go ahead once one has hung for fifteen seconds', async () => {
    vi.useFakeTimers()
    void withAccountLock('hung@example.com', () => new Promise(() => undefined), undefined)
    let ran = false
    const next = withAccountLock('hung@example.com', async () => (ran = true), undefined)
    await vi.advanceTimersByTimeAsync(14_000)
    expect(ran).toBe(false)
    await vi.advanceTimersByTimeAsync(1_500)
    await next
    expect(ran).toBe(true)
  })
})
