/** The fictional author of the seeded articles: no seed content names a real person. */
export const blogAuthor = {
  name: 'Hannah Crossley',
  jobTitle: 'LinkedIn Marketing Expert',
  bio: 'Hannah plans and reviews the LinkedIn campaigns Leadpilot runs for B2B clients, from targeting and messaging to the follow-up that turns replies into meetings. She writes about what is working in outreach right now, and what is quietly wasting people’s time.',
}
