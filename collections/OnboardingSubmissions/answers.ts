import type { Field, Tab } from 'payload'
import {
  FIELDS,
  ICP_FIELDS,
  STEPS,
  briefLabel,
  isOneLine,
  type CatalogueField,
  type IcpCatalogueField,
} from '@/lib/onboarding/catalogue'
import { ATTRIBUTION_LABELS } from '@/lib/onboarding/submission-labels'

function icpField(field: IcpCatalogueField): Field {
  const label = briefLabel(field)
  return field.kind === 'area'
    ? { name: field.name, label, type: 'textarea' }
    : { name: field.name, label, type: 'text', hasMany: true }
}

/** One answer as stored, from its catalogue entry; staff see the label the brief uses. */
function answerField(field: CatalogueField): Field {
  const label = briefLabel(field)
  const admin =
    field.asked === false
      ? { description: 'Not asked in the wizard: staff fill this in.' }
      : undefined
  switch (field.kind) {
    case 'area':
      return { name: field.name, label, type: 'textarea', admin }
    case 'email':
      return { name: field.name, label, type: 'email', admin }
    case 'checkbox':
      return { name: field.name, label, type: 'checkbox', defaultValue: false, admin }
    case 'plan':
      return {
        name: field.name,
        label,
        type: 'text',
        maxLength: field.max,
        admin: {
          description:
            'The internal name of the plan the visitor chose in the wizard (Pricing → Plans); blank when they were not sure yet. "Plan button pressed" under Source is the button they pressed on a pricing page.',
        },
      }
    case 'icps':
      return { name: field.name, label, type: 'array', fields: ICP_FIELDS.map(icpField), admin }
    default:
      return { name: field.name, label, type: 'text', admin }
  }
}

/** The fields in order, one-line answers of a step two to a row. */
function laidOut(fields: readonly CatalogueField[]): Field[] {
  const laid: Field[] = []
  let row: Field[] = []
  fields.forEach((field, index) => {
    if (isOneLine(field.kind)) row.push(answerField(field))
    else laid.push(answerField(field))
    const next = fields[index + 1]
    const rowEnds = !next || !isOneLine(next.kind) || next.step !== field.step
    if (row.length === 2 || (row.length > 0 && rowEnds)) {
      laid.push(row.length === 1 ? row[0]! : { type: 'row', fields: row })
      row = []
    }
  })
  return laid
}

/** The answers' tabs in the admin: the catalogue's fields, one tab per step's tab name. */
export const answerTabs: Tab[] = [...new Set(STEPS.map((step) => step.tab))].map((tab) => ({
  label: tab,
  fields: laidOut(FIELDS.filter((field) => STEPS[field.step - 1]!.tab === tab)),
}))

const ATTRIBUTION_ROWS = [
  ['landingPage', 'referrerHost'],
  ['utmSource', 'utmMedium', 'utmCampaign'],
  ['utmTerm', 'utmContent'],
  ['pricingPage', 'currency', 'plan'],
] as const satisfies ReadonlyArray<ReadonlyArray<keyof typeof ATTRIBUTION_LABELS>>

/** The fields of a submission's attribution group, labelled as the CSV export heads them. */
export const attributionFields: Field[] = ATTRIBUTION_ROWS.map((names) => ({
  type: 'row',
  fields: names.map((name): Field => ({ name, label: ATTRIBUTION_LABELS[name], type: 'text' })),
}))
