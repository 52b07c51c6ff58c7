/**
 * Sample academy content: the academy page shows fixed sample data to everyone, and every action
 * opens the restricted-access dialog. Together the modules show
 * every state: completed, in progress, unlocked but not started, and locked.
 */
import type { Payload } from 'payload'
import type { AcademyModule, AcademyVideo, LearningStep } from '@/payload-types'
import { createMissing } from './upsert'

type Seed<T> = Omit<T, 'id' | 'createdAt' | 'updatedAt' | '_order'>

const academyModules: Seed<AcademyModule>[] = [
  {
    title: 'LinkedIn Profile Foundations',
    description:
      'Turn your profile into a page that tells a buyer, in five seconds, who you help and why they should reply.',
    lessonsCount: 8,
    duration: '1h 40m',
    difficulty: 'Beginner',
    progress: 100,
    isCompleted: true,
    isUnlocked: true,
    topics: [
      'Outcome-led headlines',
      'About section structure',
      'Featured section',
      'Banner and photo',
    ],
  },
  {
    title: 'Finding Your Ideal Prospects',
    description:
      'Define the companies and job titles worth your time, then build lead lists that stay relevant week after week.',
    lessonsCount: 10,
    duration: '2h 10m',
    difficulty: 'Beginner',
    progress: 100,
    isCompleted: true,
    isUnlocked: true,
    topics: [
      'Ideal client profile',
      'Sales Navigator filters',
      'Boolean search',
      'Saved lead lists',
    ],
  },
  {
    title: 'Connection Requests That Get Accepted',
    description:
      'Write short, specific invitations that earn an acceptance without a pitch, and learn what to send straight after.',
    lessonsCount: 7,
    duration: '1h 25m',
    difficulty: 'Intermediate',
    progress: 60,
    isCompleted: false,
    isUnlocked: true,
    topics: [
      'Personalisation at scale',
      'Trigger events',
      'The first message',
      'Acceptance benchmarks',
    ],
  },
  {
    title: 'Follow-Ups and Conversations',
    description:
      'Keep conversations moving with follow-ups that add value, handle objections calmly and know when to step back.',
    lessonsCount: 9,
    duration: '1h 55m',
    difficulty: 'Intermediate',
    progress: 0,
    isCompleted: false,
    isUnlocked: true,
    topics: ['Follow-up timing', 'Value-first messages', 'Handling objections', 'Voice notes'],
  },
  {
    title: 'Content That Warms Up Your Market',
    description:
      'Plan a simple posting rhythm so prospects already recognise your name before your message lands.',
    lessonsCount: 8,
    duration: '2h 00m',
    difficulty: 'Intermediate',
    progress: 0,
    isCompleted: false,
    isUnlocked: false,
    topics: [
      'Content pillars',
      'Hooks that stop the scroll',
      'Comment strategy',
      'LinkedIn newsletters',
    ],
  },
  {
    title: 'Booking and Converting Meetings',
    description:
      'Move from a warm reply to a booked call, run a discovery meeting that qualifies properly and follow up to a close.',
    lessonsCount: 11,
    duration: '2h 30m',
    difficulty: 'Advanced',
    progress: 0,
    isCompleted: false,
    isUnlocked: false,
    topics: ['Proposing a call', 'Reducing no-shows', 'Discovery questions', 'Pipeline tracking'],
  },
]

const academyVideos: Seed<AcademyVideo>[] = [
  {
    title: 'Writing a Headline That Sells Outcomes',
    duration: '8:42',
    level: 'Beginner',
    rating: 4.8,
  },
  {
    title: 'Sales Navigator Filters Worth Knowing',
    duration: '14:15',
    level: 'Intermediate',
    rating: 4.9,
  },
  { title: 'The Three-Line Connection Request', duration: '6:30', level: 'Beginner', rating: 4.7 },
  {
    title: 'Turning a Reply Into a Booked Call',
    duration: '11:05',
    level: 'Intermediate',
    rating: 4.8,
  },
  {
    title: 'Your Ideal Client Profile in 20 Minutes',
    duration: '12:20',
    level: 'Beginner',
    rating: 4.6,
  },
  {
    title: 'Follow-Ups That Never Feel Pushy',
    duration: '9:48',
    level: 'Intermediate',
    rating: 4.7,
  },
  {
    title: 'Starting Conversations With LinkedIn Events',
    duration: '15:32',
    level: 'Advanced',
    rating: 4.5,
  },
  {
    title: 'Reading Your Acceptance and Reply Rates',
    duration: '10:14',
    level: 'Advanced',
    rating: 4.6,
  },
]

const learningSteps: Seed<LearningStep>[] = [
  {
    stepNumber: 1,
    durationLabel: 'Week 1',
    title: 'Build a Profile Buyers Trust',
    description:
      'Rewrite your headline, About section and Featured links so every visit from a prospect works in your favour.',
    isCompleted: true,
    isActive: false,
    lessons: ['Headline formulas', 'Writing your About section', 'Social proof that convinces'],
  },
  {
    stepNumber: 2,
    durationLabel: 'Week 2',
    title: 'Define Your Ideal Client',
    description:
      'Pin down the industries, company sizes and job titles most likely to buy, and the problems they want solved.',
    isCompleted: true,
    isActive: false,
    lessons: ['Mapping your best clients', 'Pain points and triggers', 'Building your first list'],
  },
  {
    stepNumber: 3,
    durationLabel: 'Week 3',
    title: 'Write Messages People Answer',
    description:
      'Draft a connection request, an opener and two follow-ups that sound like you and give a reason to reply.',
    isCompleted: false,
    isActive: true,
    lessons: ['The connection request', 'Your opening message', 'Follow-ups with substance'],
  },
  {
    stepNumber: 4,
    durationLabel: 'Week 4',
    title: 'Launch Your First Campaign',
    description:
      'Send to your first 100 prospects at a safe daily pace and set up a simple way to track every reply.',
    isCompleted: false,
    isActive: false,
    lessons: ['Safe sending limits', 'Campaign tracking sheet', 'Testing two versions'],
  },
  {
    stepNumber: 5,
    durationLabel: 'Week 5',
    title: 'Manage Conversations',
    description:
      'Answer replies quickly and helpfully, handle the common objections and keep interested prospects warm.',
    isCompleted: false,
    isActive: false,
    lessons: ['Replying within the hour', 'Common objections', 'When to let a lead go'],
  },
  {
    stepNumber: 6,
    durationLabel: 'Week 6',
    title: 'Book and Close Meetings',
    description:
      'Suggest a call at the right moment, cut no-shows and turn first meetings into proposals.',
    isCompleted: false,
    isActive: false,
    lessons: ['Proposing the call', 'Confirmations and reminders', 'From meeting to proposal'],
  },
]

/** Creates the sample modules, videos and learning steps that are missing; returns how many. */
export async function seedAcademy(payload: Payload): Promise<number> {
  const modules = await createMissing(payload, 'academy-modules', 'title', academyModules, (m) => m)
  const videos = await createMissing(payload, 'academy-videos', 'title', academyVideos, (v) => v)
  const steps = await createMissing(
    payload,
    'learning-steps',
    'stepNumber',
    learningSteps,
    (s) => s,
  )
  return modules + videos + steps
}
