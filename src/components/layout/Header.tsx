import Link from 'next/link'
import type { SiteSetting } from '@/payload-types'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { SiteSearch } from '@/components/search/SiteSearch'
import { Logo } from './Logo'
import { MainNav } from './MainNav'
import { MobileMenu } from './MobileMenu'

export function Header({ settings }: { settings: SiteSetting }) {
  const cta = {
    label: settings.headerCta?.label || 'Get Started',
    href: settings.headerCta?.href || '/risk-free-trial',
  }
  const items = settings.mainNav ?? []
  // Solid, not translucent with a backdrop blur: where a phone composites on its CPU, the blur is
  // a filter pass over the header's backdrop on every frame, and it held the first frame of a
  // page back by about 100 ms in Chromium without a GPU.
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white">
      <Container className="flex h-16 items-center justify-between gap-4">
        <Link href="/" className="rounded-md">
          <Logo settings={settings} />
          <span className="sr-only"> home</span>
        </Link>
        <SiteSearch />
        <nav
          aria-label="Main"
          className="hidden shrink-0 items-center gap-2 whitespace-nowrap md:flex"
        >
          <MainNav items={items} className="mr-2 hidden lg:flex" />
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
        <MobileMenu
          items={items}
          loginUrl={settings.loginUrl}
          cta={cta}
          brandName={settings.brandName}
        />
      </Container>
    </header>
  )
}
