/**
 * The client brief, built from the onboarding answers as one structured value: sections of
 * labelled answers, lists, a checklist and next steps. It is rendered as React on the brief
 * screen and in the admin, and as Markdown for the clipboard, the downloaded file and the e-mail
 * to the team. Blank job titles are left out, empty lists read 'Not specified', an empty phone
 * 'Not provided', a blank plan 'Not sure yet' and a chosen one its name; the brief is headed with the company name, falling back to the company.
 *
 * Every answer is visitor text, so it is escaped before it goes into the Markdown: a value such as
 * '<script>', '# heading' or '[x](javascript:...)' shows as typed and never becomes markup.
 */
import {
  ICP_FIELDS,
  STEPS,
  briefLabel,
  isOneLine,
  stepFields,
  type CatalogueField,
  type IcpCatalogueField,
  type Step,
} from './catalogue'
import { planName, type PlanChoice } from './plans'
import type { OnboardingAnswers } from './schema'

/** A value as stored: empty values may come back as null, and any may be missing. */
type Loose<T> = T extends string | boolean
  ? T | null
  : T extends ReadonlyArray<infer I>
    ? ReadonlyArray<I extends object ? Loose<I> : I> | null
    : { [K in keyof T]?: Loose<T[K]> }

/** The answers the brief reads. Every field is optional so a half-filled form still renders. */
export type BriefAnswers = Loose<OnboardingAnswers> & {
  /** `quick`: the demo page's two-step form, which asks only for the first two steps. */
  variant?: 'full' | 'quick' | null
}

export interface BriefOptions {
  /** When the brief was made; its ISO date (YYYY-MM-DD, UTC) is printed under the title. */
  date: Date
  /** The plans a chosen plan's key is named from; a key not among them is shown as stored. */
  plans?: readonly PlanChoice[]
}

const NOT_PROVIDED = 'Not provided'
const NOT_SPECIFIED = 'Not specified'
const CLIENT_FALLBACK = 'Client'
const YES_MARK = '✅'
const NO_MARK = '❌'

// ---------------------------------------------------------------------------------------------
// Escaping

/** Characters that can start or shape Markdown or HTML anywhere in a line. */
const INLINE_SPECIAL = /[\\`*_[\]<>#|~]/g

/**
 * Escapes one line of visitor text so Markdown renders it literally: backslash-escapes the
 * characters that make emphasis, code, links, images, HTML, tables and strikethrough, and
 * neutralises markers that only count at the start of a line (headings, quotes, lists, rules,
 * setext underlines). Leading spaces are dropped so text cannot become an indented code block.
 */
export function escapeMarkdownLine(line: string): string {
  let text = line.replace(/^[ \t]+/, '').replace(INLINE_SPECIAL, '\\$&')
  // Lists ('- x', '+ x'), rules ('---') and setext underlines ('===').
  text = text.replace(/^([-+=])/, '\\$1')
  // Ordered lists: '1. x' or '1) x'.
  text = text.replace(/^(\d{1,9})([.)])/, '$1\\$2')
  return text
}

function normaliseNewlines(value: string): string {
  return value.replace(/\r\n?/g, '\n')
}

/**
 * Visitor text placed after a label or in a heading (never at the start of a line): runs of
 * whitespace become one space and inline markup characters are escaped.
 */
export function escapeInline(value: string): string {
  return normaliseNewlines(value).replace(/\s+/g, ' ').trim().replace(INLINE_SPECIAL, '\\$&')
}

/**
 * Visitor text kept as typed: blank lines separate paragraphs (runs of them become one), other line
 * breaks become Markdown hard breaks (two trailing spaces), and every line is escaped on its own.
 */
export function escapeBlock(value: string): string {
  return normaliseNewlines(value)
    .trim()
    .split(/\n[ \t]*\n\s*/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => escapeMarkdownLine(line.trimEnd()))
        .join('  \n'),
    )
    .join('\n\n')
}

// ---------------------------------------------------------------------------------------------
// The brief as a value

/** A part of a section: labelled one-line values, a labelled answer, a checklist or steps. */
export type BriefPart =
  | { kind: 'fields'; fields: Array<{ label: string; value: string }> }
  | { kind: 'answer'; label: string; text: string }
  | { kind: 'checklist'; items: Array<{ label: string; done: boolean }> }
  | { kind: 'steps'; items: string[] }
  | { kind: 'note'; text: string }

type BriefSection = {
  heading: string
  parts: BriefPart[]
  /** One per ICP in the Ideal Customer Profiles section. */
  subsections?: Array<{ heading: string; parts: BriefPart[] }>
}

export type Brief = {
  /** The company the brief is about. */
  company: string
  /** The client's name. */
  client: string
  /** YYYY-MM-DD (UTC). */
  date: string
  sections: BriefSection[]
}

function text(value: string | null | undefined): string {
  return (value ?? '').trim()
}

function field(label: string, value: string | null | undefined): { label: string; value: string } {
  return { label, value: text(value) || NOT_PROVIDED }
}

/** Blank entries left out; 'Not specified' when none are left. */
function listField(label: string, values: readonly string[] | null | undefined) {
  const clean = (values ?? []).map((value) => text(value)).filter((value) => value !== '')
  return { label, value: clean.length === 0 ? NOT_SPECIFIED : clean.join(', ') }
}

function fields(...list: Array<{ label: string; value: string }>): BriefPart {
  return { kind: 'fields', fields: list }
}

function answer(label: string, value: string | null | undefined): BriefPart {
  return { kind: 'answer', label, text: text(value) || NOT_PROVIDED }
}

/** YYYY-MM-DD in UTC. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** The client's name for the brief e-mail and file name: trimmed, or 'Client' when blank. */
export function briefClientName(answers: Pick<BriefAnswers, 'name'>): string {
  return text(answers.name) || CLIENT_FALLBACK
}

/** The name the brief is headed with: company name, falling back to company, then 'Client'. */
export function briefCompanyName(answers: Pick<BriefAnswers, 'companyName' | 'company'>): string {
  return text(answers.companyName) || text(answers.company) || CLIENT_FALLBACK
}

const LISTS = new Set(['titles', 'pick'])

/**
 * The parts showing these fields' answers, in order: one-line answers and lists together as
 * labelled values, free text as a labelled answer, tick boxes as a checklist.
 */
function answerParts(
  fieldsShown: ReadonlyArray<CatalogueField | IcpCatalogueField>,
  answers: Record<string, unknown>,
  plans: readonly PlanChoice[] = [],
): BriefPart[] {
  const parts: BriefPart[] = []
  for (const each of fieldsShown) {
    const label = briefLabel(each)
    const value = answers[each.name]
    const last = parts.at(-1)
    if (isOneLine(each.kind) || LISTS.has(each.kind) || each.kind === 'plan') {
      const shown = LISTS.has(each.kind)
        ? listField(label, value as string[] | null)
        : each.kind === 'plan'
          ? { label, value: planName(value as string | null, plans) }
          : field(label, value as string | null)
      if (last?.kind === 'fields') last.fields.push(shown)
      else parts.push(fields(shown))
    } else if (each.kind === 'checkbox') {
      const item = { label, done: value === true }
      if (last?.kind === 'checklist') last.items.push(item)
      else parts.push({ kind: 'checklist', items: [item] })
    } else {
      parts.push(answer(label, value as string))
    }
  }
  return parts
}

function stepSection(
  step: Step,
  answers: BriefAnswers,
  plans: readonly PlanChoice[] | undefined,
): BriefSection {
  const heading = STEPS[step - 1]!.brief
  if (step !== 3) return { heading, parts: answerParts(stepFields(step), answers, plans) }
  const icps = answers.icps ?? []
  return {
    heading,
    parts: icps.length === 0 ? [{ kind: 'note', text: NOT_SPECIFIED }] : [],
    subsections: icps.map((icp, index) => ({
      heading: `ICP ${index + 1}`,
      parts: answerParts(ICP_FIELDS, icp ?? {}),
    })),
  }
}

function nextSteps(answers: BriefAnswers): string[] {
  const steps: string[] = []
  if (answers.bookedCall !== true) steps.push('Book the onboarding call.')
  steps.push('Onboarding call: we go through this brief together and confirm the target audience.')
  if (answers.linkedinCredentials !== true) {
    steps.push('Have your LinkedIn login details ready for the onboarding call.')
  }
  if (answers.completedSignup !== true) steps.push('Complete the signup link and payment link.')
  steps.push(
    'Strategy and set-up: we optimise your LinkedIn profile and build your prospect lists.',
  )
  steps.push('Launch: personalised outreach starts and we manage the conversations for you.')
  steps.push('Meetings: qualified prospects are booked into your calendar.')
  return steps
}

/**
 * The steps in the brief's order: the demo form asks only the first two; the full wizard's brand
 * story comes before its ideal customers.
 */
const BRIEF_STEPS = { quick: [1, 2], full: [1, 2, 4, 3, 5] } as const

/** What happens after a demo request: it asks for a demo, not for onboarding. */
const DEMO_STEPS = [
  'We e-mail you within one working day to find a time for your demo.',
  'The demo: we show you a campaign like the one we would run for you, and answer your questions.',
  'If it suits you, we send the full onboarding form, which gathers what we need to start.',
]

/**
 * Builds the client brief from the answers. A demo request (the quick form) asked only for the
 * first two steps: its brief holds those and what happens next, not the sections it never asked.
 */
export function buildBrief(answers: BriefAnswers, { date, plans }: BriefOptions): Brief {
  const quick = answers.variant === 'quick'
  return {
    company: briefCompanyName(answers),
    client: briefClientName(answers),
    date: isoDate(date),
    sections: [
      ...BRIEF_STEPS[quick ? 'quick' : 'full'].map((step) => stepSection(step, answers, plans)),
      {
        heading: 'Next Steps',
        parts: [{ kind: 'steps', items: quick ? DEMO_STEPS : nextSteps(answers) }],
      },
    ],
  }
}

// ---------------------------------------------------------------------------------------------
// As Markdown

function partMarkdown(part: BriefPart): string {
  switch (part.kind) {
    case 'fields':
      return part.fields
        .map(({ label, value }) => `- **${label}:** ${escapeInline(value)}`)
        .join('\n')
    case 'answer':
      return `**${part.label}**\n\n${escapeBlock(part.text)}`
    case 'checklist':
      return part.items
        .map(({ label, done }) => `- ${label}: ${done ? `${YES_MARK} Yes` : `${NO_MARK} No`}`)
        .join('\n')
    case 'steps':
      return part.items.map((step, index) => `${index + 1}. ${step}`).join('\n')
    case 'note':
      return escapeBlock(part.text)
  }
}

/** The brief as Markdown: what is copied, downloaded and e-mailed. */
export function briefMarkdown(brief: Brief): string {
  const blocks = [
    `# Client Brief: ${escapeInline(brief.company)}`,
    `Prepared on ${brief.date} for ${escapeInline(brief.client)}.`,
  ]
  for (const section of brief.sections) {
    blocks.push(`## ${section.heading}`, ...section.parts.map(partMarkdown))
    for (const sub of section.subsections ?? []) {
      blocks.push(`### ${sub.heading}`, ...sub.parts.map(partMarkdown))
    }
  }
  return blocks.join('\n\n') + '\n'
}

// ---------------------------------------------------------------------------------------------
// File name

/** Characters not allowed in file names on common systems. */
const UNSAFE_FILE_CHARS = '/\\:*?"<>|'
/**
 * Control and format characters, which a file name never shows: among them the bidirectional
 * controls (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C), which reorder what follows
 * them on screen so that a name reads as having another extension.
 */
const INVISIBLE_CHAR = /[\p{Cc}\p{Cf}\p{Cs}]/u
const FILE_NAME_MAX = 100

function isSafeFileChar(char: string): boolean {
  return !INVISIBLE_CHAR.test(char) && !UNSAFE_FILE_CHARS.includes(char)
}

/**
 * The download name: client name with spaces turned into underscores, '_', the ISO date, '.md'.
 * 'Jane Doe' on 2026-11-22 gives 'Jane_Doe_2026-11-22.md'. Characters unsafe in file names and
 * invisible ones are removed; a blank result falls back to 'Client'.
 */
export function briefFileName(clientName: string | null | undefined, date: Date): string {
  const base = Array.from((clientName ?? '').replace(/\p{White_Space}+/gu, ' '))
    .filter(isSafeFileChar)
    .join('')
    .trim()
    .replace(/ +/g, '_')
    .replace(/^\.+/, '')
  const short = Array.from(base).slice(0, FILE_NAME_MAX).join('')
  return `${short || CLIENT_FALLBACK}_${isoDate(date)}.md`
}
