import type { BlockProps } from '../types'
import type { RedirectScreenBlock as RedirectData } from '@/payload-types'
import { Container } from '@/components/ui/container'
import { ReplaceLocation } from './ReplaceLocation'

export function RedirectScreenBlock({ block }: BlockProps<RedirectData>) {
  return (
    <Container className="flex min-h-[50vh] flex-col items-center justify-center py-24 text-center">
      <span
        aria-hidden
        className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
      />
      <h1 className="mt-6 text-2xl font-bold" role="status">
        {block.message}
      </h1>
      {/* For visitors without JavaScript. */}
      <a href={block.target} className="mt-4 font-semibold text-brand-700 underline">
        {block.linkLabel || block.target}
      </a>
      <ReplaceLocation target={block.target} />
    </Container>
  )
}
