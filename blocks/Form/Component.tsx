import type { BlockProps } from '../types'
import type { Form, FormBlock as FormBlockData } from '@/payload-types'
import { Container, Section } from '@/components/ui/container'
import { RichText } from '@/components/ui/rich-text'
import { pagePath } from '@/lib/paths'
import { FormClient } from '../islands'
import type { PublicField } from './FormClient'

/** Where the form sends the visitor once it is sent: a page of the site or an address, else none. */
function redirectOf(form: Form): string | null {
  if (form.confirmationType !== 'redirect') return null
  const redirect = form.redirect as
    | { type?: string | null; url?: string | null; reference?: { value?: unknown } | null }
    | null
    | undefined
  if (redirect?.type === 'custom') return redirect.url || null
  const page = redirect?.reference?.value
  const slug = page && typeof page === 'object' ? (page as { slug?: unknown }).slug : undefined
  return typeof slug === 'string' ? pagePath(slug) : (redirect?.url ?? null)
}

/**
 * What the visitor's browser gets of the form: its fields, the button and what happens once it is
 * sent; never where entries are e-mailed or the confirmation's wording.
 */
function publicFields(form: Form): PublicField[] {
  return (form.fields ?? []).map((field) =>
    field.blockType === 'message'
      ? {
          kind: 'message',
          content: field.message ? <RichText data={field.message} className="prose-lp" /> : null,
        }
      : {
          kind: field.blockType,
          name: field.name,
          label: field.label ?? field.name,
          required: Boolean('required' in field && field.required),
          half: typeof field.width === 'number' && field.width <= 50,
          defaultValue:
            'defaultValue' in field && field.defaultValue != null
              ? String(field.defaultValue)
              : undefined,
          options:
            'options' in field
              ? (field.options ?? []).map(({ label, value }) => ({ label, value }))
              : undefined,
          placeholder: 'placeholder' in field ? (field.placeholder ?? undefined) : undefined,
        },
  )
}

/** A form built in the admin, under its heading and introduction. */
export function FormBlock({ block, isFirst }: BlockProps<FormBlockData>) {
  const form = typeof block.form === 'object' ? block.form : null
  // A form deleted since the page was published: the page shows without it.
  if (!form) return null
  const Heading = isFirst ? 'h1' : 'h2'
  return (
    <Section id={block.anchor ?? undefined}>
      <Container className="max-w-2xl">
        {block.heading ? (
          <Heading className="mb-4 text-3xl font-bold tracking-tight sm:text-4xl">
            {block.heading}
          </Heading>
        ) : null}
        {block.intro ? <p className="mb-8 text-lg text-muted">{block.intro}</p> : null}
        <FormClient
          formId={form.id}
          title={form.title}
          fields={publicFields(form)}
          submitLabel={form.submitButtonLabel || 'Send'}
          redirectTo={redirectOf(form)}
          confirmation={
            form.confirmationMessage ? (
              <RichText data={form.confirmationMessage} className="prose-lp" />
            ) : null
          }
        />
      </Container>
    </Section>
  )
}
