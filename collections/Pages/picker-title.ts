import type { CollectionBeforeChangeHook, Field } from 'payload'
import { pagePath } from '@/lib/paths'

/** A page as pickers and the list name it: its title and the path visitors reach it at. */
function pageLabel(title: unknown, slug: unknown): string {
  const name = typeof title === 'string' && title.trim() ? title.trim() : 'Untitled page'
  return typeof slug === 'string' && slug ? `${name} — ${pagePath(slug)}` : name
}

/**
 * The page's title with its path ("Pricing — /pricing-overview"), written by the server on every
 * save, so that a page picker (a redirect's page, an offer's target) tells pages with like titles
 * apart.
 */
export const pickerTitleField: Field = {
  name: 'pickerTitle',
  label: 'Page',
  type: 'text',
  admin: { hidden: true, readOnly: true },
  access: { create: () => false, update: () => false },
}

export const namePickerTitle: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  data.pickerTitle = pageLabel(data.title ?? originalDoc?.title, data.slug ?? originalDoc?.slug)
  return data
}
