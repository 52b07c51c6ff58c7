import { Mail } from '@/components/ui/svg-icons'
import { buttonClass } from '@/components/ui/button'
import { Container, Section } from '@/components/ui/container'
import { getSettings } from '@/data/settings'
import type { EmailCtaBlock as EmailCtaData } from '@/payload-types'

/** Heading, text and a mailto button for an address kept in Site settings. */
export async function EmailCtaBlock({ block }: { block: EmailCtaData; isFirst?: boolean }) {
  const settings = await getSettings()
  const email = settings[block.address]
  const query = block.subject ? `?subject=${encodeURIComponent(block.subject)}` : ''
  const [before, after] = (block.body ?? '').split('{email}', 2)
  return (
    <Section>
      <Container>
        <div className="rounded-3xl bg-brand-900 px-6 py-12 text-center text-white sm:px-12">
          <h2 className="text-3xl font-bold tracking-tight text-balance">{block.heading}</h2>
          {block.body ? (
            <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">
              {before}
              {after !== undefined ? (
                <>
                  <a
                    href={`mailto:${email}${query}`}
                    className="font-semibold text-white underline"
                  >
                    {email}
                  </a>
                  {after}
                </>
              ) : null}
            </p>
          ) : null}
          <a
            href={`mailto:${email}${query}`}
            className={buttonClass('secondary', 'lg', 'mt-8 border-white')}
          >
            <Mail aria-hidden className="size-5" />
            {block.buttonLabel}
          </a>
        </div>
      </Container>
    </Section>
  )
}
