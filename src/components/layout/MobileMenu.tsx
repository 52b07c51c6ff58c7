'use client'

import Link from 'next/link'
import { useRef } from 'react'
import { SiteSearch } from '@/components/search/SiteSearch'
import { buttonClass } from '@/components/ui/button'
import { Menu, X } from '@/components/ui/svg-icons'
import { useHydrated } from '@/components/ui/use-hydrated'

type Props = { loginUrl?: string | null; cta: { label: string; href: string }; brandName: string }

/**
 * The side menu on small screens: the site search, Home, Login and Get Started. A native <dialog>
 * opened as a modal: the browser traps focus, closes it on Escape and restores focus, with no
 * library code.
 */
export function MobileMenu({ loginUrl, cta, brandName }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const close = () => dialog.current?.close()
  // Opening the dialog needs React: the button waits for it rather than ignore a tap.
  const hydrated = useHydrated()
  return (
    <>
      <button
        type="button"
        disabled={!hydrated}
        onClick={() => dialog.current?.showModal()}
        className="rounded-md p-2 text-ink hover:bg-surface md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
      >
        <Menu className="size-6" />
      </button>
      <dialog
        ref={dialog}
        aria-label={brandName}
        onClick={(event) => event.target === dialog.current && close()}
        className="m-0 h-full max-h-none w-72 max-w-[85vw] bg-white p-6 shadow-xl backdrop:bg-ink/50"
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
        <nav aria-label="Mobile" className="flex flex-col gap-3">
          <Link href="/" onClick={close} className={buttonClass('ghost', 'md', 'justify-start')}>
            Home
          </Link>
          {loginUrl && (
            <a
              href={loginUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={close}
              className={buttonClass('secondary', 'md')}
            >
              Login
            </a>
          )}
          <Link href={cta.href} onClick={close} className={buttonClass('primary', 'md')}>
            {cta.label}
          </Link>
        </nav>
      </dialog>
    </>
  )
}
