import { ButtonLink, type ButtonVariant } from '@/components/ui/button'
import { isSafeHref } from '@/lib/links'

type LinkData = {
  id?: string | null
  label?: string | null
  href?: string | null
  variant?: ButtonVariant | null
}

/**
 * A block's buttons. A draft in preview may hold a link still being written (no address yet, or
 * one that would not pass publishing): it is left out until it is complete.
 */
export function Links({
  links: all,
  className,
}: {
  links?: LinkData[] | null
  className?: string
}) {
  const links = (all ?? []).filter(
    (l): l is LinkData & { href: string; label: string } =>
      Boolean(l.label?.trim()) && typeof l.href === 'string' && isSafeHref(l.href),
  )
  if (!links.length) return null
  return (
    <div className={className ?? 'flex flex-wrap gap-3'}>
      {links.map((link, i) => (
        <ButtonLink
          key={link.id ?? i}
          href={link.href}
          variant={link.variant ?? 'primary'}
          size="lg"
        >
          {link.label}
        </ButtonLink>
      ))}
    </div>
  )
}
