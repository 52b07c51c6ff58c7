/**
 * The marketers' dashboard card "Claim conflicts" and the claims audit it links to show the same
 * claims: those whose published readings disagree. A draft nobody has published is on no page,
 * so it is in neither.
 */
import { createLocalReq, type AdminViewServerProps, type WidgetServerProps } from 'payload'
import { createElement, Fragment, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, it, vi } from 'vitest'
import { ClaimsAudit } from '@/admin/ClaimsAudit'
import type * as Frame from '@/admin/AdminFrame'
import { ClaimConflicts } from '@/admin/dashboard/MarketingWidgets'
import { uniq } from './matrix'
import { staff, testPayload } from './payload'

// The view without the admin's navigation and header around it (the admin's styles load only in Next).
vi.mock('@/admin/AdminFrame', () => ({
  staffUser: (({ initPageResult }) => initPageResult.req.user!) satisfies typeof Frame.staffUser,
  AdminFrame: (({ children }) =>
    createElement(Fragment, null, children)) satisfies typeof Frame.AdminFrame,
}))

const conflicting = (topic: string, key: string) => ({
  topic,
  key,
  readings: [
    { path: '/pricing', value: '30 days' },
    { path: '/contact', value: '60 days' },
  ],
})

/** The topics of the rows a table flags, in the order shown. */
const flaggedTopics = (table: string) =>
  [...table.matchAll(/<tr data-conflicting="true">.*?<a [^>]*>([^<]*)<\/a>/g)].map((m) => m[1])

it('the dashboard counts exactly the claims the audit flags, from published readings only', async () => {
  const payload = await testPayload()
  const live = `Refund window ${uniq()}`
  const draft = `Trial length ${uniq()}`
  await payload.create({
    collection: 'claims',
    data: { ...conflicting(live, `live-${uniq()}`), _status: 'published' },
  })
  await payload.create({
    collection: 'claims',
    data: { ...conflicting(draft, `draft-${uniq()}`), _status: 'draft' },
    draft: true,
  })
  const req = await createLocalReq({ user: await staff('marketer') }, payload)

  const widget = renderToStaticMarkup(
    (await ClaimConflicts({ req } as WidgetServerProps)) as ReactElement,
  )
  const audit = renderToStaticMarkup(
    await ClaimsAudit({ initPageResult: { req } } as unknown as AdminViewServerProps),
  )
  const claimsTable = audit.split('</table>')[0]!

  const figure = Number(/Claim conflicts \((\d+)\)/.exec(widget)?.[1])
  const listed = [...widget.matchAll(/<li><a [^>]*>([^<]*)<\/a>/g)].map((m) => m[1])
  const flagged = flaggedTopics(claimsTable)
  expect(flagged).toContain(live)
  expect(flagged).not.toContain(draft)
  expect(listed).toEqual(flagged)
  expect(figure).toBe(flagged.length)
  expect(audit).toContain(`<strong>${flagged.length} with readings that disagree</strong>`)
})
