import type { CollectionConfig, Field } from 'payload'
import { embedUrl, videoId } from '@/lib/video-id'
import { runningTimeField } from '../../blocks/shared/fields'
import { editorialDocument } from '../editorial'
import { slugField } from '../slug'
import { previewIn } from '../live-preview'

/** A client success story shown on /case-studies (b2b) or /non-profit-case-studies (charity). */
export const CaseStudies: CollectionConfig = {
  slug: 'case-studies',
  labels: { singular: 'Case study', plural: 'Case studies' },
  // Drag to reorder in the list view; the pages show the studies in this order.
  orderable: true,
  admin: {
    ...previewIn('caseStudies', (block, data) => block.kind === data.kind),
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'industry', 'kind', 'duration'],
    description:
      'Business studies show on /case-studies, charity ones on /non-profit-case-studies, in the order of this list (drag rows to reorder).',
  },
  ...editorialDocument,
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      ...slugField(),
      admin: {
        position: 'sidebar',
        description: 'A unique name for this case study; filled from the title when left empty.',
      },
    } as Field,
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'b2b',
      options: [
        { label: 'Business', value: 'b2b' },
        { label: 'Charity or social enterprise', value: 'charity' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'icon',
      type: 'select',
      options: [
        { label: 'Heart', value: 'heart' },
        { label: 'Hand with heart', value: 'hand-heart' },
        { label: 'Sprout', value: 'sprout' },
        { label: 'People', value: 'users' },
      ],
      admin: {
        position: 'sidebar',
        description: 'Shown on charity cards.',
        condition: (data) => data?.kind === 'charity',
      },
    },
    {
      name: 'company',
      type: 'textarea',
      required: true,
      label: 'Company description',
      admin: { description: 'Who the client is, without naming them.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'industry', type: 'text', required: true, admin: { width: '50%' } },
        {
          name: 'duration',
          type: 'text',
          required: true,
          admin: { width: '50%', description: 'For example "6 months" or "Ongoing".' },
        },
      ],
    },
    { name: 'challenge', type: 'textarea', required: true },
    { name: 'solution', type: 'textarea', required: true },
    {
      name: 'results',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Result', plural: 'Results' },
      fields: [{ name: 'text', type: 'text', required: true }],
    },
    {
      name: 'videoUrl',
      type: 'text',
      label: 'Video URL',
      admin: {
        description:
          'A YouTube or Vimeo link. Visitors see a poster and the player loads only when they press play.',
      },
      validate: (value: unknown) =>
        !value || (videoId(String(value)) && embedUrl(String(value)))
          ? true
          : 'Paste a YouTube or Vimeo link such as https://www.youtube.com/watch?v=…',
    },
    {
      ...runningTimeField('videoDuration'),
      admin: {
        condition: (data) => Boolean(data?.videoUrl),
        description: 'The video’s running time, such as 4:12, shown on its poster.',
      },
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Shown when there is no video, or as the video poster.' },
    },
  ],
}
