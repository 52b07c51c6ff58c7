import type { SiteSetting } from '@/payload-types'
import { Container } from '@/components/ui/container'
import { FooterLink } from './FooterLink'
import { Logo } from './Logo'

export function Footer({ settings }: { settings: SiteSetting }) {
  const year = new Date().getFullYear()
  return (
    <footer className="border-t border-line bg-surface">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div>
          <Logo settings={settings} />
          {settings.tagline ? <p className="mt-3 text-sm text-muted">{settings.tagline}</p> : null}
        </div>
        {settings.footerColumns?.map((column) => (
          <nav key={column.id ?? column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold tracking-wide text-ink uppercase">
              {column.title}
            </h2>
            <ul className="mt-4 space-y-2">
              {column.links?.map((link) => (
                <li key={link.id ?? link.href}>
                  <FooterLink href={link.href}>{link.label}</FooterLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>
      <Container className="flex flex-col gap-1 border-t border-line py-6 text-sm text-muted sm:flex-row sm:flex-wrap sm:gap-x-4">
        <p>
          © {year} {settings.companyName}. {settings.footerNote}
        </p>
        {settings.companyNumber ? <p>{`Company number ${settings.companyNumber}`}</p> : null}
        {settings.icoNumber ? <p>{`ICO registration ${settings.icoNumber}`}</p> : null}
      </Container>
    </footer>
  )
}
