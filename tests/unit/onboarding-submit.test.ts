import { describe, expect, it, vi } from 'vitest'

import { buildBrief } from '@/lib/onboarding/brief'
import { emptyAnswers } from '@/lib/onboarding/schema'
import { readSubmitResponse, submitOnboarding } from '@/components/onboarding/submit'

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const input = {
  ...emptyAnswers(),
  submissionId: '3f1c9a52-7d4e-4b8a-9c61-0e2f5a7b8d90',
  variant: 'full' as const,
}

const brief = buildBrief({ name: 'Jane', company: 'Acme' }, { date: new Date() })

describe('readSubmitResponse', () => {
  it('returns the public reference and brief for 201 and 200', async () => {
    const submissionId = input.submissionId
    expect(await readSubmitResponse(json({ submissionId, brief }, 201))).toEqual({
      ok: true,
      submissionId,
      brief,
    })
    expect((await readSubmitResponse(json({ submissionId, brief }, 200))).ok).toBe(true)
  })

  it('counts a 2xx without a brief it can show as a failure', async () => {
    expect(
      (await readSubmitResponse(json({ submissionId: input.submissionId, brief: '# B' }, 201))).ok,
    ).toBe(false)
    expect((await readSubmitResponse(json({ submissionId: input.submissionId }, 201))).ok).toBe(
      false,
    )
  })

  it('returns field errors from a 400', async () => {
    expect(
      await readSubmitResponse(
        json({ message: 'Invalid', errors: { email: 'Bad', 'icps.0.jobTitles': 'Add' } }, 400),
      ),
    ).toEqual({
      ok: false,
      status: 400,
      message: 'Invalid',
      errors: { email: 'Bad', 'icps.0.jobTitles': 'Add' },
    })
  })

  it('treats other statuses, bodies that are not JSON and answers without a brief as failures', async () => {
    expect(await readSubmitResponse(json({ message: 'Slow down' }, 429))).toEqual({
      ok: false,
      status: 429,
      message: 'Slow down',
    })
    expect(await readSubmitResponse(new Response('<html>', { status: 502 }))).toEqual({
      ok: false,
      status: 502,
    })
    expect((await readSubmitResponse(json({ submissionId: input.submissionId }, 201))).ok).toBe(
      false,
    )
  })
})

describe('submitOnboarding', () => {
  it('posts the submission as JSON to the endpoint', async () => {
    const fetchImpl = vi.fn(async () => json({ submissionId: input.submissionId, brief }, 201))
    await submitOnboarding(input, fetchImpl as unknown as typeof fetch)
    expect(fetchImpl).toHaveBeenCalledWith(
      '/api/onboarding',
      expect.objectContaining({ method: 'POST', body: JSON.stringify(input) }),
    )
  })

  it('reports a network failure without throwing', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    expect(await submitOnboarding(input, fetchImpl as unknown as typeof fetch)).toEqual({
      ok: false,
      status: 0,
    })
  })
})
