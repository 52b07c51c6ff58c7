/**
 * The onboarding submission's fields, each written once: its step, kind, rules, the wizard's label
 * and help, the brief's label and the CSV heading. The wizard's steps, the server's validation
 * (schema.ts), the stored record (the collection's fields), the brief, the CSV export and the
 * retry comparison are all read from here, so a new answer is one entry here (and its migration).
 *
 * `label` is what the visitor reads; `brief` what staff read (brief, admin), defaulting to
 * `label`; `csv` the export's heading, defaulting to `brief`. A field with `asked: false` is a
 * column staff fill in: the wizard never asks it, so it is never shown as an answer.
 */
import { COUNTRIES, HEAD_COUNTS, INDUSTRIES } from './options'

/** Longest accepted value for one-line fields (name, company, role, job title...). */
export const SHORT_MAX = 200
/** Longest accepted value for free-text areas (offering summary, brand story, ICP notes...). */
export const LONG_MAX = 5000
export const MAX_JOB_TITLES = 50
export const MAX_ICPS = 10

export type Step = 1 | 2 | 3 | 4 | 5

type FieldBase = {
  name: string
  step: Step
  /** What the visitor reads in the wizard (for an unasked field: what staff read). */
  label: string
  help?: string
  placeholder?: string
  autoComplete?: string
  /** Required, with this message when left blank; optional when absent. */
  required?: string
  /** The message for a value in the wrong format (e-mail, website, phone). */
  invalid?: string
  /** The longest value accepted (ICPs: how many). */
  max?: number
  /** The label in the brief and the admin; `label` when absent. */
  brief?: string
  /** The CSV export's heading; `brief` when absent. */
  csv?: string
  /** false: a column staff keep, never asked in the wizard and never shown as an answer. */
  asked?: false
}

/**
 * `text` one line, `area` free text, `checkbox` a tick box, `icps` the ideal customer profiles;
 * `email` and `url` (a website) are required one-line fields with a format, `tel` an optional one;
 * `plan` one of the CMS's plans by its key, or blank for "not sure yet".
 */
export type CatalogueField = FieldBase &
  (
    | { kind: 'text' | 'area' | 'checkbox' | 'icps' }
    | { kind: 'email' | 'url'; required: string; invalid: string; max: number }
    | { kind: 'tel' | 'plan'; invalid: string; max: number }
  )

/** The wizard's steps: heading, short name, the brief's section and the admin's tab. */
export const STEPS = [
  { title: 'Tell Us About You', short: 'About You', brief: 'Client Information', tab: 'Client' },
  {
    title: 'Tell Us About Your Business',
    short: 'Your Business',
    brief: 'Business Overview',
    tab: 'Client',
  },
  {
    title: 'Who Is Your Ideal Customer Profile (ICP)?',
    short: 'Ideal Customers',
    brief: 'Ideal Customer Profiles',
    tab: 'Ideal customers',
  },
  {
    title: 'Your Brand Story Framework',
    short: 'Brand Story',
    brief: 'Brand Story Framework',
    tab: 'Brand story',
  },
  {
    title: 'Book Your Onboarding Call',
    short: 'Your Call',
    brief: 'Readiness Checklist',
    tab: 'Checklist',
  },
] as const

export const FIELDS = [
  {
    name: 'name',
    step: 1,
    kind: 'text',
    label: 'Full Name',
    autoComplete: 'name',
    required: 'Please enter your name',
    brief: 'Name',
  },
  {
    name: 'email',
    step: 1,
    kind: 'email',
    label: 'Email',
    autoComplete: 'email',
    required: 'Please enter your email address',
    invalid: 'Please enter a valid email address',
    max: 254,
    csv: 'E-mail',
  },
  {
    name: 'company',
    step: 1,
    kind: 'text',
    label: 'Company',
    autoComplete: 'organization',
    required: 'Please enter your company',
  },
  {
    name: 'role',
    step: 1,
    kind: 'text',
    label: 'Role',
    autoComplete: 'organization-title',
    required: 'Please enter your role',
  },
  {
    name: 'phone',
    step: 1,
    kind: 'tel',
    label: 'Phone',
    autoComplete: 'tel',
    invalid: 'Please enter a valid phone number',
    max: 40,
  },
  {
    name: 'plan',
    step: 1,
    kind: 'plan',
    label: 'Your plan',
    help: 'You can change it, or choose "Not sure yet" and we will help you decide on the call.',
    invalid: 'Please choose one of the plans listed',
    max: 40,
    brief: 'Plan',
    csv: 'Plan chosen',
  },
  {
    name: 'companyName',
    step: 2,
    kind: 'text',
    label: 'Company Name',
    required: 'Please enter your company name',
    csv: 'Company name',
  },
  {
    name: 'companyWebsite',
    step: 2,
    kind: 'url',
    label: 'Company Website',
    placeholder: 'example.com',
    autoComplete: 'url',
    required: 'Please enter your website address',
    invalid: 'Please enter a valid website address, e.g. example.com',
    max: 500,
    brief: 'Website',
  },
  {
    name: 'offeringSummary',
    step: 2,
    kind: 'area',
    label: 'What does your business offer?',
    help: 'A few sentences on what you sell and who it is for.',
    required: 'Please tell us what your business offers',
    brief: 'What They Offer',
    csv: 'What they offer',
  },
  {
    name: 'coreProducts',
    step: 2,
    kind: 'area',
    label: 'Core Products/Services',
    help: 'The products or services you want us to promote first.',
    csv: 'Core products',
  },
  {
    name: 'icps',
    step: 3,
    kind: 'icps',
    label: 'Ideal customer profiles',
    required: 'Add at least one ideal customer profile',
    max: MAX_ICPS,
    brief: 'Ideal Customer Profiles',
    csv: 'Ideal customers',
  },
  {
    name: 'prospectProblem',
    step: 4,
    kind: 'area',
    label: "The Prospect's Problem",
    help: 'What problem does your ideal customer have before they find you?',
  },
  {
    name: 'internalProblem',
    step: 4,
    kind: 'area',
    label: 'Internal Problem (how it makes them feel)',
    help: 'How does that problem make them feel day to day?',
  },
  {
    name: 'externalProblem',
    step: 4,
    kind: 'area',
    label: 'External Problem (what they face)',
    help: 'What do they actually run into: lost deals, wasted hours, missed targets?',
  },
  {
    name: 'howYouEmpathise',
    step: 4,
    kind: 'area',
    label: 'How You Empathise',
    help: 'How do you show them you understand, and that you have been there too?',
  },
  {
    name: 'credibility',
    step: 4,
    kind: 'area',
    label: 'Your Credibility',
    help: 'Results, clients, awards or years of experience that show you can help.',
  },
  {
    name: 'callToAction',
    step: 4,
    kind: 'area',
    label: 'Call to Action',
    help: 'The one step you want them to take, such as booking a call.',
  },
  { name: 'summary', step: 4, kind: 'area', label: 'Summary', asked: false },
  {
    name: 'leadTowards',
    step: 4,
    kind: 'area',
    label: 'What You Lead Them Towards (success)',
    help: 'What does success look like for them once they work with you?',
  },
  {
    name: 'leadAwayFrom',
    step: 4,
    kind: 'area',
    label: 'What You Lead Them Away From (failure)',
    help: 'What do they risk if nothing changes?',
  },
  {
    name: 'transformation',
    step: 4,
    kind: 'area',
    label: 'The Transformation',
    help: 'Who do they become: where they start and where they end up.',
  },
  {
    name: 'linkedinCredentials',
    step: 5,
    kind: 'checkbox',
    label: 'I know my LinkedIn login details and can sign in during the call.',
    brief: 'Knows their LinkedIn login credentials',
    csv: 'Knows LinkedIn login',
  },
  {
    name: 'shareCredentials',
    step: 5,
    kind: 'checkbox',
    label: 'Will share credentials securely',
    asked: false,
  },
  {
    name: 'setup2fa',
    step: 5,
    kind: 'checkbox',
    label: 'Two-factor authentication set up',
    asked: false,
  },
  {
    name: 'completedSignup',
    step: 5,
    kind: 'checkbox',
    label: 'I will complete the signup link and the payment link.',
    brief: 'Will complete the signup link and payment link',
    csv: 'Signup and payment done',
  },
  {
    name: 'bookedCall',
    step: 5,
    kind: 'checkbox',
    label: 'I have just booked my onboarding call above.',
    brief: 'Has booked the onboarding call',
    csv: 'Onboarding call booked',
  },
] as const satisfies readonly CatalogueField[]

/** `titles` a list of typed job titles; `pick` several values from `options`; `area` free text. */
type IcpFieldKind = 'titles' | 'pick' | 'area'

export type IcpCatalogueField = {
  name: string
  kind: IcpFieldKind
  label: string
  help?: string
  placeholder?: string
  options?: readonly string[]
  /** Required in the full wizard, with this message; optional when absent. */
  required?: string
  /** The message for a value off the list. */
  invalid?: string
  brief: string
  /** The heading inside the CSV's ideal-customers cell; `brief` when absent. */
  csv: string
}

/** The fields of one ideal customer profile (step 3). */
export const ICP_FIELDS = [
  {
    name: 'jobTitles',
    kind: 'titles',
    label: 'Job Titles',
    help: 'The people you want to reach, for example Operations Director or Head of Finance.',
    required: 'Add at least one job title',
    brief: 'Job Titles',
    csv: 'job titles',
  },
  {
    name: 'companySize',
    kind: 'pick',
    label: 'Company Head Count',
    placeholder: 'Select company sizes',
    options: HEAD_COUNTS,
    invalid: 'Please choose company sizes from the list',
    brief: 'Company Size',
    csv: 'company size',
  },
  {
    name: 'industry',
    kind: 'pick',
    label: 'Industry',
    placeholder: 'Select industries',
    options: INDUSTRIES,
    invalid: 'Please choose industries from the list',
    brief: 'Industries',
    csv: 'industries',
  },
  {
    name: 'countries',
    kind: 'pick',
    label: 'Countries',
    placeholder: 'Select countries',
    options: COUNTRIES,
    invalid: 'Please choose countries from the list',
    brief: 'Countries',
    csv: 'countries',
  },
  {
    name: 'locations',
    kind: 'area',
    label: 'Additional Locations/Notes',
    help: 'Regions, cities or anything else about where your buyers are.',
    brief: 'Additional Locations/Notes',
    csv: 'notes',
  },
  {
    name: 'painFrustration',
    kind: 'area',
    label: 'What is their biggest pain or frustration?',
    brief: 'Pain Points and Frustrations',
    csv: 'pain',
  },
  {
    name: 'benefits',
    kind: 'area',
    label: 'What benefits do they want from a solution like yours?',
    brief: 'Benefits They Want',
    csv: 'benefits',
  },
  {
    name: 'valueOffering',
    kind: 'area',
    label: 'What value do you offer them?',
    brief: 'Your Value Offering',
    csv: 'value offered',
  },
] as const satisfies readonly IcpCatalogueField[]

type AnyField = (typeof FIELDS)[number]
/** The fields the wizard asks, in form order. */
export type AskedField = Exclude<AnyField, { asked: false }>
export type IcpField = (typeof ICP_FIELDS)[number]

const isAsked = (field: CatalogueField): field is AskedField => field.asked !== false

/** Every field the visitor is asked, in form order. */
export const ASKED_FIELDS: readonly AskedField[] = FIELDS.filter(isAsked)

/** The asked fields of one step, in form order. */
export function stepFields<S extends Step>(step: S): Array<Extract<AskedField, { step: S }>> {
  return ASKED_FIELDS.filter((field) => field.step === step) as Array<
    Extract<AskedField, { step: S }>
  >
}

/** True for the kinds typed on one line (shown side by side in the wizard and the admin). */
export const isOneLine = (kind: string) => ['text', 'email', 'tel', 'url'].includes(kind)

/** The label staff read (brief, admin). */
export const briefLabel = (field: CatalogueField | IcpCatalogueField) => field.brief ?? field.label

/** The CSV heading. */
export const csvHeading = (field: CatalogueField) => field.csv ?? briefLabel(field)

/**
 * Every answer as it is once the person is gone (their record anonymised or erased): blank text,
 * unticked boxes, no ideal customer profiles. What is not an answer (status, dates, where the
 * visit came from) is kept by whoever applies this.
 */
export function withoutAnswers(): Record<string, null | false | []> {
  return Object.fromEntries(
    FIELDS.map((field) => [
      field.name,
      field.kind === 'checkbox' ? false : field.kind === 'icps' ? [] : null,
    ]),
  )
}
