import type { Block, Field } from 'payload'

/**
 * Labels and help in plain English for fields whose names read like code ("Plan Button Href",
 * "Anchor"). A field's own label or help wins.
 */
const WORDING: Record<string, { label: string; description?: string }> = {
  anchor: {
    label: 'Section link name',
    description:
      'Optional. Lets a link jump straight to this section: "faq" makes /contact#faq. Lower-case letters, numbers and hyphens.',
  },
  eyebrow: { label: 'Small line above', description: 'A short tag shown above the heading.' },
  heading: { label: 'Heading' },
  subheading: { label: 'Text under the heading' },
  intro: { label: 'Introduction', description: 'A sentence or two under the heading.' },
  planButtonLabel: { label: 'Plan button text', description: 'Shown on every plan card.' },
  planButtonHref: {
    label: 'Plan buttons go to',
    description: 'A page such as /onboarding, or a full https:// address.',
  },
  priceBook: { label: 'Price book' },
  priceMultiplier: { label: 'Multiply every price by' },
  calculator: { label: 'ROI calculator' },
  calculatorPlacement: { label: 'Where the calculator shows' },
  calculatorHeading: { label: 'Calculator heading' },
  commissionHeading: { label: 'Commission examples heading' },
  links: { label: 'Buttons' },
  points: { label: 'Selling points' },
  tone: { label: 'Background' },
  claim: { label: 'Figure', description: 'A claim: the page shows its reading for this page.' },
  url: { label: 'Address' },
  target: { label: 'Sends visitors to' },
  poster: { label: 'Cover image' },
  welcomeVideoUrl: { label: 'Welcome video address' },
  guideVideoUrl: { label: 'Guide video address' },
  linkLabel: { label: 'Link text' },
  buttonLabel: { label: 'Button text' },
  consultLabel: { label: 'Consultation button text' },
  cta: { label: 'Call to action at the end' },
  chatAutoReply: { label: 'Automatic chat reply' },
  limit: { label: 'How many to show' },
  kind: { label: 'Kind' },
  whereTheyWere: { label: 'Where they started' },
  dialogTitle: { label: 'Pop-up title' },
  dialogBody: { label: 'Pop-up text' },
  closingHeading: { label: 'Closing heading' },
  closingBody: { label: 'Closing text' },
  showCurrencySwitch: { label: 'Show the currency switch' },
}

function reword(field: Field): Field {
  const named = 'name' in field ? WORDING[field.name] : undefined
  let out = field
  if (named) {
    out = {
      ...field,
      label: 'label' in field && field.label ? field.label : named.label,
      admin: {
        ...field.admin,
        description:
          (field.admin as { description?: unknown } | undefined)?.description ?? named.description,
      },
    } as Field
  }
  if ('fields' in out && Array.isArray(out.fields)) {
    out = { ...out, fields: out.fields.map(reword) } as Field
  }
  return out
}

/**
 * What every page block gets in the editor: plain-English labels, a row named after its content,
 * and its own thumbnail in the block picker (public/blocks/<slug>.svg).
 */
export function forEditors(block: Block): Block {
  return {
    ...block,
    imageURL: `/blocks/${block.slug}.svg`,
    imageAltText: `A sketch of the ${String(block.labels?.singular ?? block.slug)} block`,
    admin: {
      ...block.admin,
      components: { ...block.admin?.components, Label: '/src/admin/BlockLabel#BlockLabel' },
    },
    fields: block.fields.map(reword),
  }
}
