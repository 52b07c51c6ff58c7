'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useRef } from 'react'
import { SiteSearch } from '@/components/search/SiteSearch'
import { buttonClass } from '@/components/ui/button'
import { Menu, X } from '@/components/ui/svg-icons'
import { useHydrated } from '@/components/ui/use-hydrated'
import type { NavItem } from '@/lib/nav'
import { MobileNavItems } from './MainNav'

type Props = {
  items: NavItem[]
  loginUrl?: string | null
  cta: { label: string; href: string }
  brandName: string
}

/** Home, the main navigation, Login and the call to action, as the mobile menu lists them. */
function MenuLinks({
  items,
  loginUrl,
  cta,
  onPick,
}: Omit<Props, 'brandName'> & { onPick?: () => void }) {
  const pathname = usePathname() ?? '/'
  return (
    <nav aria-label="Mobile" className="flex flex-col gap-3">
      <MobileNavItems
        items={[{ label: 'Home', href: '/' }, ...items]}
        pathname={pathname}
        onPick={onPick}
      />
      {loginUrl && (
        <a
          href={loginUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onPick}
          className={buttonClass('secondary', 'md', 'mt-2')}
        >
          Login
        </a>
      )}
      <Link href={cta.href} onClick={onPick} className={buttonClass('primary', 'md')}>
        {cta.label}
      </Link>
    </nav>
  )
}

const triggerClass = 'rounded-md p-2 text-ink hover:bg-surface lg:hidden'

/**
 * The side menu on smaller screens: the site search, then the links. A native <dialog> opened as
 * a modal: the browser traps focus, closes it on Escape and restores focus, with no library code.
 * Before JavaScript runs (or without it), a <details> opens the same links in a panel under the
 * header instead.
 */
export function MobileMenu({ brandName, ...links }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const close = () => dialog.current?.close()
  const hydrated = useHydrated()
  if (!hydrated) {
    return (
      <details className="group lg:hidden">
        <summary
          className={`${triggerClass} block cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
        >
          <Menu className="size-6" />
          <span className="sr-only">Menu</span>
        </summary>
        <div className="absolute inset-x-0 top-full hidden group-open:block max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-line bg-white p-6 shadow-xl">
          <MenuLinks {...links} />
        </div>
      </details>
    )
  }
  return (
    <>
      <button
        type="button"
        onClick={() => dialog.current?.showModal()}
        className={triggerClass}
        aria-label="Open menu"
        aria-haspopup="dialog"
      >
        <Menu className="size-6" />
      </button>
      <dialog
        ref={dialog}
        aria-label={brandName}
        onClick={(event) => event.target === dialog.current && close()}
        className="m-0 h-full max-h-none w-80 max-w-[85vw] overflow-y-auto bg-white p-6 shadow-xl backdrop:bg-ink/50"
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <p className="text-lg font-bold">{brandName}</p>
          <button
            type="button"
            onClick={close}
            className="-m-1 rounded-full p-1 text-muted hover:bg-surface hover:text-ink"
            aria-label="Close"
          >
            <X className="size-5" />
          </button>
        </div>
        <div className="mb-4">
          <SiteSearch variant="menu" onNavigate={close} />
        </div>
        <MenuLinks {...links} onPick={close} />
      </dialog>
    </>
  )
}
