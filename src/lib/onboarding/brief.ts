/**
 * The client brief: a Markdown document built from the onboarding answers, shown on the brief
 * screen, copied to the clipboard, downloaded as a file and e-mailed to the team (spec sections 2
 * "Client Brief Document screen" and 5 "Brief generation").
 *
 * Every answer is visitor text, so it is escaped before it goes into the Markdown: a value such as
 * '<script>', '# heading' or '[x](javascript:...)' shows as typed and never becomes markup.
 */

/** The answers the brief reads. Every field is optional so a half-filled form still renders. */
export interface BriefIcp {
  jobTitles?: readonly string[] | null
  companySize?: readonly string[] | null
  industry?: readonly string[] | null
  countries?: readonly string[] | null
  locations?: string | null
  painFrustration?: string | null
  benefits?: string | null
  valueOffering?: string | null
}

export interface BriefAnswers {
  name?: string | null
  email?: string | null
  company?: string | null
  role?: string | null
  phone?: string | null
  companyName?: string | null
  companyWebsite?: string | null
  offeringSummary?: string | null
  coreProducts?: string | null
  icps?: readonly BriefIcp[] | null
  prospectProblem?: string | null
  internalProblem?: string | null
  externalProblem?: string | null
  howYouEmpathise?: string | null
  credibility?: string | null
  callToAction?: string | null
  leadTowards?: string | null
  leadAwayFrom?: string | null
  transformation?: string | null
  linkedinCredentials?: boolean | null
  completedSignup?: boolean | null
  bookedCall?: boolean | null
}

export interface BriefOptions {
  /** When the brief was made; its ISO date (YYYY-MM-DD, UTC) is printed under the title. */
  date: Date
}

export const NOT_PROVIDED = 'Not provided'
export const NOT_SPECIFIED = 'Not specified'
export const CLIENT_FALLBACK = 'Client'
export const YES_MARK = '✅'
export const NO_MARK = '❌'

export const BRAND_STORY_LABELS = {
  prospectProblem: "The Prospect's Problem",
  internalProblem: 'Internal Problem (how it makes them feel)',
  externalProblem: 'External Problem (what they face)',
  howYouEmpathise: 'How You Empathise',
  credibility: 'Your Credibility',
  callToAction: 'Call to Action',
  leadTowards: 'What You Lead Them Towards (success)',
  leadAwayFrom: 'What You Lead Them Away From (failure)',
  transformation: 'The Transformation',
} as const satisfies Record<string, string>

export const CHECKLIST_LABELS = {
  linkedinCredentials: 'Knows their LinkedIn login credentials',
  completedSignup: 'Will complete the signup link and payment link',
  bookedCall: 'Has booked the onboarding call',
} as const satisfies Record<string, string>

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
// Pieces

function text(value: string | null | undefined): string {
  return (value ?? '').trim()
}

/** `- **Label:** value`, or the fallback when the value is blank. */
function item(label: string, value: string | null | undefined, fallback = NOT_PROVIDED): string {
  const clean = text(value)
  return `- **${label}:** ${clean === '' ? fallback : escapeInline(clean)}`
}

/** `- **Label:** a, b, c` with blank entries left out, or 'Not specified' when none are left. */
function listItem(label: string, values: readonly string[] | null | undefined): string {
  const clean = (values ?? []).map((value) => text(value)).filter((value) => value !== '')
  const shown = clean.length === 0 ? NOT_SPECIFIED : clean.map(escapeInline).join(', ')
  return `- **${label}:** ${shown}`
}

/** A bold label on its own line followed by the (possibly multi-paragraph) answer. */
function block(label: string, value: string | null | undefined): string {
  const clean = text(value)
  return `**${label}**\n\n${clean === '' ? NOT_PROVIDED : escapeBlock(clean)}`
}

function mark(value: boolean | null | undefined): string {
  return value === true ? `${YES_MARK} Yes` : `${NO_MARK} No`
}

/** YYYY-MM-DD in UTC. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}

// ---------------------------------------------------------------------------------------------
// The brief

/** The client's name for the brief e-mail and file name: trimmed, or 'Client' when blank. */
export function briefClientName(answers: Pick<BriefAnswers, 'name'>): string {
  return text(answers.name) || CLIENT_FALLBACK
}

/** The name the brief is headed with: company name, falling back to company, then 'Client'. */
export function briefCompanyName(answers: Pick<BriefAnswers, 'companyName' | 'company'>): string {
  return text(answers.companyName) || text(answers.company) || CLIENT_FALLBACK
}

function icpSection(icp: BriefIcp, index: number): string {
  return [
    `### ICP ${index + 1}`,
    [
      listItem('Job Titles', icp.jobTitles),
      listItem('Company Size', icp.companySize),
      listItem('Industries', icp.industry),
      listItem('Countries', icp.countries),
    ].join('\n'),
    block('Additional Locations/Notes', icp.locations),
    block('Pain Points and Frustrations', icp.painFrustration),
    block('Benefits They Want', icp.benefits),
    block('Your Value Offering', icp.valueOffering),
  ].join('\n\n')
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
  return steps.map((step, index) => `${index + 1}. ${step}`)
}

/** Builds the client brief as Markdown. */
export function buildBrief(answers: BriefAnswers, { date }: BriefOptions): string {
  const icps = answers.icps ?? []
  const sections = [
    `# Client Brief: ${escapeInline(briefCompanyName(answers))}`,
    `Prepared on ${isoDate(date)} for ${escapeInline(briefClientName(answers))}.`,

    '## Client Information',
    [
      item('Name', answers.name),
      item('Email', answers.email),
      item('Company', answers.company),
      item('Role', answers.role),
      item('Phone', answers.phone),
    ].join('\n'),

    '## Business Overview',
    [item('Company Name', answers.companyName), item('Website', answers.companyWebsite)].join('\n'),
    block('What They Offer', answers.offeringSummary),
    block('Core Products/Services', answers.coreProducts),

    '## Brand Story Framework',
    ...(Object.keys(BRAND_STORY_LABELS) as Array<keyof typeof BRAND_STORY_LABELS>).map((key) =>
      block(BRAND_STORY_LABELS[key], answers[key]),
    ),

    '## Ideal Customer Profiles',
    ...(icps.length === 0 ? [NOT_SPECIFIED] : icps.map(icpSection)),

    '## Readiness Checklist',
    (Object.keys(CHECKLIST_LABELS) as Array<keyof typeof CHECKLIST_LABELS>)
      .map((key) => `- ${CHECKLIST_LABELS[key]}: ${mark(answers[key])}`)
      .join('\n'),

    '## Next Steps',
    nextSteps(answers).join('\n'),
  ]
  return sections.join('\n\n') + '\n'
}

// ---------------------------------------------------------------------------------------------
// File name

/** Characters not allowed in file names on common systems (control characters are dropped too). */
const UNSAFE_FILE_CHARS = '/\\:*?"<>|'
const FILE_NAME_MAX = 100

function isSafeFileChar(char: string): boolean {
  const code = char.codePointAt(0) ?? 0
  return code >= 0x20 && code !== 0x7f && !UNSAFE_FILE_CHARS.includes(char)
}

/**
 * The download name: client name with spaces turned into underscores, '_', the ISO date, '.md'.
 * 'Jane Doe' on 2026-11-22 gives 'Jane_Doe_2026-11-22.md'. Characters unsafe in file names are
 * removed; a blank result falls back to 'Client'.
 */
export function briefFileName(clientName: string | null | undefined, date: Date): string {
  const base = Array.from((clientName ?? '').replace(/\s+/g, ' '))
    .filter(isSafeFileChar)
    .join('')
    .trim()
    .replace(/ +/g, '_')
    .replace(/^\.+/, '')
  const short = Array.from(base).slice(0, FILE_NAME_MAX).join('')
  return `${short || CLIENT_FALLBACK}_${isoDate(date)}.md`
}
