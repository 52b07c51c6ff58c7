'use client'

import { Menu } from 'lucide-react'
import Link from 'next/link'
import { useState } from 'react'
import { buttonClass } from '@/components/ui/button'
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog'

type Props = { loginUrl: string; cta: { label: string; href: string }; brandName: string }

/** The side menu on small screens: Home, Login and Get Started. */
export function MobileMenu({ loginUrl, cta, brandName }: Props) {
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger
        className="rounded-md p-2 text-ink hover:bg-surface md:hidden"
        aria-label="Open menu"
      >
        <Menu aria-hidden className="size-6" />
      </DialogTrigger>
      <DialogContent title={brandName} placement="side">
        <nav aria-label="Mobile" className="flex flex-col gap-3">
          <Link href="/" onClick={close} className={buttonClass('ghost', 'md', 'justify-start')}>
            Home
          </Link>
          <a
            href={loginUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={close}
            className={buttonClass('secondary', 'md')}
          >
            Login
          </a>
          <Link href={cta.href} onClick={close} className={buttonClass('primary', 'md')}>
            {cta.label}
          </Link>
        </nav>
      </DialogContent>
    </Dialog>
  )
}
