import { LinkFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import type { TextField, TextFieldSingleValidation } from 'payload'
import { validateHref } from '../blocks/shared/fields'

/**
 * A link in rich text (typed, or made from a pasted address) may lead where a button may: a path
 * on this site, http(s), mailto: or tel:. A link to a document has no URL to check.
 */
const validateLinkUrl: TextFieldSingleValidation = (value, options) =>
  (options.siblingData as { linkType?: string } | undefined)?.linkType === 'internal' ||
  validateHref(value, options)

const checkedUrl = (field: TextField) =>
  ({
    ...field,
    validate: validateLinkUrl,
    admin: {
      ...field.admin,
      description: 'A path such as /risk-free-trial, a mailto: address or a full https:// URL.',
    },
  }) as TextField

/** Payload's Lexical editor with its usual features, links checked as above. */
export const richTextEditor = lexicalEditor({
  features: ({ defaultFeatures }) =>
    defaultFeatures.map((feature) =>
      feature.key !== 'link'
        ? feature
        : LinkFeature({
            fields: ({ defaultFields }) =>
              defaultFields.map((field) =>
                field.name === 'url' ? checkedUrl(field as TextField) : field,
              ),
          }),
    ),
})
