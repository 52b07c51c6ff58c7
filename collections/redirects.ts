import type { Field } from 'payload'
import { validateHref } from '../blocks/shared/fields'

/**
 * The redirects plugin's fields, with its custom target URL checked like every other link: a path
 * on this site, http(s), mailto: or tel: (a redirect could otherwise send visitors anywhere).
 */
export const redirectFields = ({ defaultFields }: { defaultFields: Field[] }): Field[] =>
  defaultFields.map((field) =>
    field.type === 'group' && 'name' in field && field.name === 'to'
      ? {
          ...field,
          fields: field.fields.map((inner) =>
            inner.type === 'text' && inner.name === 'url'
              ? ({ ...inner, validate: validateHref } as Field)
              : inner,
          ),
        }
      : field,
  )
