import { ButtonLink, type ButtonVariant } from '@/components/ui/button'

type LinkData = { id?: string | null; label: string; href: string; variant?: ButtonVariant | null }

export function Links({ links, className }: { links?: LinkData[] | null; className?: string }) {
  if (!links?.length) return null
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
