/**
 * Forms that marketers build (Payload's form builder): what a visitor may send to one, checked on
 * the server against the form's own field definitions. Pure rules: no I/O.
 */
import { toCsv } from './csv'
import { email as emailSchema } from './onboarding/schema'

/** One field of a form as the form builder stores it (its block). */
export type FormFieldDefinition = {
  blockType: string
  name?: string | null
  label?: string | null
  required?: boolean | null
  options?: Array<{ label?: string | null; value?: string | null }> | null
}

/** What a visitor sends: each field's value by its name. */
type EntryValues = Record<string, unknown>

/** Longest accepted values: a line, an address, a message of a few pages. */
export const ENTRY_LIMITS = { line: 300, email: 254, area: 5000, fields: 40 } as const

/**
 * A hidden field people never see nor reach; software that fills in every field fills it in too.
 * Its name looks worth filling to such software.
 */
export const HONEYPOT_FIELD = 'fax_number'

/** A form sent sooner than this after it was shown was not filled in by a person. */
export const MIN_FILL_SECONDS = 3
/** A form's time token is good this long; after that the form fetches a fresh one. */
export const TOKEN_MAX_AGE_SECONDS = 12 * 60 * 60

export const ENTRY_MESSAGES = {
  required: 'Please fill in this field',
  choose: 'Please choose one of the options',
  email: 'Please enter a valid email address',
  number: 'Please enter a number',
  tooLong: (max: number) => `Please keep this under ${max.toLocaleString('en-GB')} characters`,
  tick: 'Please tick this box to continue',
} as const

/** The fields a visitor fills in: every field but the message blocks, which only show text. */
export function inputFields(fields: FormFieldDefinition[] | null | undefined) {
  return (fields ?? []).filter(
    (field): field is FormFieldDefinition & { name: string } =>
      field.blockType !== 'message' && typeof field.name === 'string' && field.name !== '',
  )
}

const asText = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : ''

/** One value checked against its field: the value to store, or the message to show. */
function checkValue(
  field: FormFieldDefinition & { name: string },
  raw: unknown,
): { value: string } | { error: string } {
  if (field.blockType === 'checkbox') {
    const ticked = raw === true || raw === 'true' || raw === 'on'
    if (field.required && !ticked) return { error: ENTRY_MESSAGES.tick }
    return { value: ticked ? 'Yes' : 'No' }
  }
  const value = asText(raw)
  if (value === '') return field.required ? { error: ENTRY_MESSAGES.required } : { value: '' }
  const max = field.blockType === 'textarea' ? ENTRY_LIMITS.area : ENTRY_LIMITS.line
  if (value.length > max) return { error: ENTRY_MESSAGES.tooLong(max) }
  if (field.blockType === 'email') {
    const parsed = emailSchema({
      required: ENTRY_MESSAGES.required,
      invalid: ENTRY_MESSAGES.email,
      max: ENTRY_LIMITS.email,
    }).safeParse(value)
    return parsed.success ? { value: parsed.data } : { error: ENTRY_MESSAGES.email }
  }
  if (field.blockType === 'number') {
    return Number.isFinite(Number(value)) ? { value } : { error: ENTRY_MESSAGES.number }
  }
  if (field.blockType === 'select' || field.blockType === 'radio') {
    const allowed = (field.options ?? []).map((option) => option.value)
    return allowed.includes(value) ? { value } : { error: ENTRY_MESSAGES.choose }
  }
  return { value }
}

type CheckedEntry =
  | {
      ok: true
      /** The answers in the form's order, as the form builder stores them. */
      submissionData: Array<{ field: string; value: string }>
      /** The first e-mail field's answer: whom the confirmation goes to, whose data this is. */
      email: string | null
      /** The first answer of a field named `name`, else the first text field's. */
      name: string | null
    }
  | { ok: false; errors: Record<string, string> }

/**
 * Checks a visitor's answers against the form's fields: each required field filled in, each value
 * of its kind and length, choices among the options. Unknown names are ignored, never stored.
 */
export function checkEntry(
  fields: FormFieldDefinition[] | null | undefined,
  values: EntryValues,
): CheckedEntry {
  const errors: Record<string, string> = {}
  const submissionData: Array<{ field: string; value: string }> = []
  for (const field of inputFields(fields).slice(0, ENTRY_LIMITS.fields)) {
    const checked = checkValue(field, Object.hasOwn(values, field.name) ? values[field.name] : '')
    if ('error' in checked) errors[field.name] = checked.error
    else submissionData.push({ field: field.name, value: checked.value })
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  const kinds = new Map(inputFields(fields).map((field) => [field.name, field.blockType]))
  const answered = submissionData.filter(({ value }) => value !== '')
  const email = answered.find(({ field }) => kinds.get(field) === 'email')?.value ?? null
  const name =
    answered.find(({ field }) => field === 'name')?.value ??
    answered.find(({ field }) => kinds.get(field) === 'text')?.value ??
    null
  return { ok: true, submissionData, email, name }
}

/** An entry's answers as labelled lines, for the team's e-mail and the readable copy. */
export function labelledAnswers(
  fields: FormFieldDefinition[] | null | undefined,
  data: Array<{ field: string; value?: string | null }> | null | undefined,
): Array<[label: string, value: string]> {
  const labels = new Map(
    inputFields(fields).map((field) => [field.name, field.label || field.name]),
  )
  return (data ?? []).map(({ field, value }) => [labels.get(field) ?? field, value ?? ''])
}

/** `{{name}}` in a marketer's wording becomes that answer (unknown names become nothing). */
export function fillPlaceholders(
  template: string,
  data: Array<{ field: string; value?: string | null }> | null | undefined,
): string {
  const answers = new Map((data ?? []).map(({ field, value }) => [field, value ?? '']))
  return template.replace(/\{\{\s*([\w-]+)\s*\}\}/g, (_, name: string) => answers.get(name) ?? '')
}

/** An entry as the CSV export reads it, with its form populated (title and fields). */
export type ExportedEntry = {
  createdAt: string
  name?: string | null
  email?: string | null
  pagePath?: string | null
  form?: number | { title?: string | null; fields?: FormFieldDefinition[] | null } | null
  submissionData?: Array<{ field: string; value?: string | null }> | null
  attribution?: { landingPage?: string | null; utmCampaign?: string | null } | null
}

/**
 * Entries as CSV: when, which form, the page, the sender, where the visit came from, then one
 * column per field (by its label, in the order the forms ask them), blank where a form has none.
 */
export function entriesCsv(entries: readonly ExportedEntry[]): string {
  const columns = new Map<string, string>()
  for (const entry of entries) {
    const fields = typeof entry.form === 'object' ? entry.form?.fields : undefined
    const labels = new Map(inputFields(fields).map((field) => [field.name, field.label]))
    for (const { field } of entry.submissionData ?? []) {
      if (!columns.has(field)) columns.set(field, labels.get(field) || field)
    }
  }
  const header = [
    'Received (UTC)',
    'Form',
    'Page',
    'Name',
    'E-mail address',
    'Landing page',
    'Campaign',
    ...columns.values(),
  ]
  const rows = entries.map((entry) => {
    const answers = new Map((entry.submissionData ?? []).map((a) => [a.field, a.value ?? '']))
    return [
      entry.createdAt.slice(0, 16).replace('T', ' '),
      (typeof entry.form === 'object' ? entry.form?.title : null) ?? '',
      entry.pagePath ?? '',
      entry.name ?? '',
      entry.email ?? '',
      entry.attribution?.landingPage ?? '',
      entry.attribution?.utmCampaign ?? '',
      ...[...columns.keys()].map((field) => answers.get(field) ?? ''),
    ]
  })
  return toCsv(header, rows)
}
