import Link from 'next/link'
import type { SiteSetting } from '@/payload-types'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { Logo } from './Logo'
import { MobileMenu } from './MobileMenu'

export function Header({ settings }: { settings: SiteSetting }) {
  const cta = {
    label: settings.headerCta?.label || 'Get Started',
    href: settings.headerCta?.href || '/risk-free-trial',
  }
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
      <Container className="flex h-16 items-center justify-between gap-4">
        <Link href="/" className="rounded-md">
          <Logo settings={settings} />
          <span className="sr-only"> home</span>
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-2 md:flex">
          {/* A fresh database has no settings yet: the page still renders, without the link. */}
          {settings.loginUrl && (
            <ButtonLink href={settings.loginUrl} variant="ghost" size="sm">
              Login
            </ButtonLink>
          )}
          <ButtonLink href={cta.href} size="sm">
            {cta.label}
          </ButtonLink>
        </nav>
        <MobileMenu loginUrl={settings.loginUrl} cta={cta} brandName={settings.brandName} />
      </Container>
    </header>
  )
}
