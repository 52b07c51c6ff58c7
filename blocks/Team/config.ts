import type { Block } from 'payload'
import { sectionFields } from '../shared/fields'

/** The team from the Team members collection, in the order set there. */
export const TeamBlock: Block = {
  slug: 'team',
  interfaceName: 'TeamBlock',
  labels: { singular: 'Team', plural: 'Teams' },
  fields: sectionFields(),
}
