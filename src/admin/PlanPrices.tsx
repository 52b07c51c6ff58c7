import Link from 'next/link'
import type { UIFieldServerProps } from 'payload'
import { annualGbpOf } from '@/lib/pricing'

/** On a plan: its prices in every price book, each linking to the book where it is changed. */
export async function PlanPrices({ id, payload, req }: UIFieldServerProps) {
  const books = id
    ? (
        await payload.find({
          collection: 'price-books',
          where: { 'prices.plan': { equals: id } },
          draft: true,
          depth: 0,
          pagination: false,
          overrideAccess: false,
          user: req.user,
        })
      ).docs
    : []
  const gbp = (n: number) => `£${n.toLocaleString('en-GB')}`
  return (
    <div className="field-type plan-prices" style={{ marginBottom: '1.5rem' }}>
      <h3 style={{ marginBottom: '0.25rem' }}>Prices</h3>
      <p style={{ marginTop: 0, color: 'var(--theme-elevation-600)' }}>
        A plan’s prices live in the price books, one per pricing page. Change them there; other
        currencies follow the rates in Currencies.
      </p>
      {books.length === 0 ? (
        <p>
          No price book lists this plan yet.{' '}
          <Link href="/admin/collections/price-books">Open the price books</Link>.
        </p>
      ) : (
        <table aria-label="Prices in every price book" style={{ borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              <th scope="col" style={{ textAlign: 'left', paddingRight: '1.5rem' }}>
                Price book
              </th>
              <th scope="col" style={{ textAlign: 'right', paddingRight: '1.5rem' }}>
                Monthly
              </th>
              <th scope="col" style={{ textAlign: 'right' }}>
                Annual
              </th>
            </tr>
          </thead>
          <tbody>
            {books.map((book) => {
              const row = book.prices.find(
                (r) => (typeof r.plan === 'object' ? r.plan.id : r.plan) === Number(id),
              )
              return (
                <tr key={book.id}>
                  <td style={{ paddingRight: '1.5rem' }}>
                    <Link href={`/admin/collections/price-books/${book.id}`}>{book.title}</Link>
                    {book._status === 'draft' ? ' (draft)' : ''}
                  </td>
                  <td style={{ textAlign: 'right', paddingRight: '1.5rem' }}>
                    {row ? gbp(row.monthlyGbp) : '–'}
                  </td>
                  <td style={{ textAlign: 'right' }}>
                    {row ? gbp(annualGbpOf(row.monthlyGbp, row.annualGbp)) : '–'}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
    </div>
  )
}
