import { LinkFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import type {
  Field,
  FieldAffectingData,
  RadioField,
  RadioFieldValidation,
  TextField,
} from 'payload'
import { radio } from 'payload/shared'
import { isSafeHref, UNSAFE_HREF_MESSAGE } from '@/lib/links'
import { validateHref } from '../blocks/shared/fields'

/**
 * A link in rich text (typed, or made from a pasted address) may lead where a button may: a path
 * on this site, http(s), mailto: or tel:. Payload checks the URL field of a link to a document
 * not at all (the field is hidden there), yet draws a pasted address by its URL whatever its link
 * type: so a link to a document holds no URL or a safe one, checked with its link type.
 */
const validateLinkType: RadioFieldValidation = (value, options) => {
  const url = (options.siblingData as { url?: unknown } | undefined)?.url
  if (value === 'internal' && url && !(typeof url === 'string' && isSafeHref(url))) {
    return UNSAFE_HREF_MESSAGE
  }
  return radio(value, options)
}

const checkedFields = (field: FieldAffectingData): Field => {
  if (field.name === 'linkType') return { ...(field as RadioField), validate: validateLinkType }
  if (field.name !== 'url') return field as Field
  return {
    ...(field as TextField),
    validate: validateHref,
    admin: {
      ...field.admin,
      description: 'A path such as /risk-free-trial, a mailto: address or a full https:// URL.',
    },
  } as TextField
}

/** Payload's Lexical editor with its usual features, links checked as above. */
export const richTextEditor = lexicalEditor({
  features: ({ defaultFeatures }) =>
    defaultFeatures.map((feature) =>
      feature.key !== 'link'
        ? feature
        : LinkFeature({
            // The documents a link may lead to: those with a page on the site.
            enabledCollections: ['pages', 'posts'],
            fields: ({ defaultFields }) => defaultFields.map(checkedFields),
          }),
    ),
})
