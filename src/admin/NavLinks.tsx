import Link from 'next/link'
import type { ServerProps } from 'payload'
import { hasRole, isEditorUser } from '@/lib/access'

/** A link to one of the custom admin views in the side navigation. */
function NavLink({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} className="nav__link" style={{ display: 'block', padding: '0.25rem 0' }}>
      {children}
    </Link>
  )
}

type User = Parameters<typeof isEditorUser>[0]

/** Claims and missing pages are fixed by admins and marketers, so only they see these links. */
export function ClaimsAuditNavLink({ user }: ServerProps) {
  if (!isEditorUser(user as User)) return null
  return <NavLink href="/admin/claims-audit">Claims audit</NavLink>
}

export function ConversionNavLink() {
  return <NavLink href="/admin/conversion">Conversion</NavLink>
}

export function MissingPagesNavLink({ user }: ServerProps) {
  if (!isEditorUser(user as User)) return null
  return <NavLink href="/admin/missing-pages">404s to fix</NavLink>
}

/** Ops and admins handle client records, so only they see what is due for removal. */
export function RetentionNavLink({ user }: ServerProps) {
  if (!hasRole(user as User, 'admin', 'ops')) return null
  return <NavLink href="/admin/retention">Due for removal</NavLink>
}
