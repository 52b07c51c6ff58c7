import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

export function Container({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('page-width', className)} {...props} />
}

export function Section({ className, ...props }: ComponentProps<'section'>) {
  return <section className={cn('py-16 sm:py-20', className)} {...props} />
}
