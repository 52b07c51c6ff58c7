import type { Field, TextField, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'
import { isSafeHref, UNSAFE_HREF_MESSAGE } from '@/lib/links'
import { RUNNING_TIME_MESSAGE, spokenRunningTime } from '@/lib/video-id'

/**
 * The check of every field that holds a link a visitor follows (buttons, navigation, redirects):
 * the field's usual checks, then only same-site paths, http(s), mailto: and tel: (isSafeHref).
 */
export const validateHref: TextFieldSingleValidation = (value, options) => {
  const usual = text(value, options)
  if (usual !== true) return usual
  return !value || isSafeHref(value) ? true : UNSAFE_HREF_MESSAGE
}

/** A call-to-action link: internal path, mailto/tel, or an external URL (opened in a new tab). */
const linkFields: Field[] = [
  { name: 'label', label: 'Button text', type: 'text', required: true },
  {
    name: 'href',
    label: 'Goes to',
    type: 'text',
    required: true,
    validate: validateHref,
    admin: {
      description: 'A path such as /risk-free-trial, a mailto: address or a full https:// URL.',
    },
  },
  {
    name: 'variant',
    label: 'Style',
    type: 'select',
    defaultValue: 'primary',
    options: [
      { label: 'Primary', value: 'primary' },
      { label: 'Secondary', value: 'secondary' },
      { label: 'Ghost', value: 'ghost' },
    ],
  },
]

export const linksField = (name = 'links', maxRows = 3): Field => ({
  name,
  label: 'Buttons',
  type: 'array',
  maxRows,
  fields: linkFields,
})

/** A short tag above a heading (e.g. "Day 1"). */
export const eyebrowField = (description = 'A short tag shown above the heading.'): Field => ({
  name: 'eyebrow',
  label: 'Small line above',
  type: 'text',
  admin: { description },
})

/** The sentence or two under a section's heading. */
export const introField = ({
  type = 'textarea',
  ...rest
}: { type?: 'text' | 'textarea'; required?: boolean; defaultValue?: string } = {}): Field => {
  const field = { name: 'intro', label: 'Introduction', ...rest }
  const admin = { description: 'A sentence or two under the heading.' }
  // One arm per kind, so TypeScript sees a text field or a textarea field, not a mix.
  return type === 'text' ? { ...field, type, admin } : { ...field, type, admin }
}

/** Heading and intro line of a section; `{{claim}}` tokens are filled per page. */
export const sectionFields = (headingRequired = false): Field[] => [
  { name: 'heading', type: 'text', ...(headingRequired && { required: true }) },
  introField(),
]

/** An optional id so links can jump to the section (e.g. #faq). */
export const anchorField = ({
  defaultValue,
  description = 'Optional id for links such as /contact#faq (letters, numbers and hyphens).',
}: { defaultValue?: string; description?: string } = {}): Field => ({
  name: 'anchor',
  label: 'Section link name',
  defaultValue,
  type: 'text',
  admin: { description },
  validate: (value: unknown) =>
    !value || (typeof value === 'string' && /^[a-z][a-z0-9-]*$/.test(value))
      ? true
      : 'Use lower-case letters, numbers and hyphens, starting with a letter.',
})

/** A video's running time, shown on its poster and read out with its play button. */
export const runningTimeField = (name = 'duration'): TextField => ({
  name,
  label: 'Running time',
  type: 'text',
  admin: { description: 'Minutes and seconds, such as 5:08. Shown on the video’s poster.' },
  validate: (value: unknown) =>
    !value || (typeof value === 'string' && spokenRunningTime(value)) ? true : RUNNING_TIME_MESSAGE,
})
