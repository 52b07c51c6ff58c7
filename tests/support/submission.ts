/** A complete, valid onboarding submission (the full wizard), for tests and the benchmark. */
export function validSubmission(submissionId: string, overrides: Record<string, unknown> = {}) {
  return {
    submissionId,
    variant: 'full',
    offer: 'october',
    name: 'Jane Doe',
    email: 'jane@example.com',
    company: 'Acme Analytics',
    role: 'Founder',
    phone: '',
    companyName: 'Acme Analytics Ltd',
    companyWebsite: 'acme.example',
    offeringSummary: 'Forecasting software for mid-sized retailers.',
    coreProducts: 'Forecast Pro; Stock Planner',
    icps: [
      {
        jobTitles: ['Head of Merchandising', ' '],
        companySize: ['51-200', '201-500'],
        industry: ['Retail'],
        countries: ['United Kingdom', 'Ireland'],
        locations: 'London and Dublin',
        painFrustration: 'Overstock',
        benefits: 'Less waste',
        valueOffering: 'Accurate forecasts',
      },
      { jobTitles: ['Chief Operating Officer'], companySize: [], industry: [], countries: [] },
    ],
    prospectProblem: 'Stock piles up',
    transformation: 'From guesswork to confidence',
    linkedinCredentials: true,
    completedSignup: false,
    bookedCall: true,
    ...overrides,
  }
}

/** The answers of a valid submission alone, as the wizard's form holds them (for draft saves). */
export function validAnswers(overrides: Record<string, unknown> = {}) {
  const answers: Record<string, unknown> = validSubmission('', overrides)
  for (const meta of ['submissionId', 'variant', 'offer']) delete answers[meta]
  return answers
}
