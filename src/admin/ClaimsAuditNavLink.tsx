import Link from 'next/link'

/** A link to the claims audit in the admin's side navigation. */
export function ClaimsAuditNavLink() {
  return (
    <Link
      href="/admin/claims-audit"
      className="nav__link"
      style={{ display: 'block', padding: '0.25rem 0' }}
    >
      Claims audit
    </Link>
  )
}
