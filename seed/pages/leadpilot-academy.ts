import academyCopy from '../content/misc-pages.json' with { type: 'json' }
import type { SeedPage } from './types'

const { heading, intro } = academyCopy.academy

export const leadpilotAcademy: SeedPage = {
  slug: 'leadpilot-academy',
  title: 'Leadpilot Academy',
  description:
    'Training videos, modules and a six-week learning path on LinkedIn prospecting, profile optimisation and outreach messaging.',
  layout: [
    {
      blockType: 'academy',
      eyebrow: 'Training from the team that runs the campaigns',
      heading,
      intro,
      stats: [
        { value: '{{training-videos}}', label: 'Training videos' },
        { value: '{{learners}}', label: 'Learners' },
        { value: '{{completion-rate}}', label: 'Completion rate' },
        { value: '{{program-weeks}}-week', label: 'Learning programme' },
      ],
      pathHeading: 'Your 6-Week Learning Path',
      pathIntro:
        'Six steps, one a week, from a profile that earns trust to a calendar of booked meetings. Each step builds on the one before.',
      videosHeading: 'Video Library',
      videosIntro:
        'Short, practical lessons you can watch between calls and put to work the same afternoon.',
      modulesHeading: 'Training Modules',
      modulesIntro:
        'Structured courses with lessons, worksheets and examples from live campaigns. Work through them in order or go straight to the skill you need.',
      closingHeading: 'Ready to put it into practice?',
      closingBody:
        'Start a free trial to open the full academy alongside a done-for-you campaign, or talk to one of our outreach specialists about where to begin.',
      dialogTitle: 'Academy Access Restricted',
      dialogBody:
        'The Leadpilot Academy is available to clients only. Once you are on board, you will find every video, module and template in your client dashboard.',
    },
  ],
}
