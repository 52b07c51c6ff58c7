import type { Block } from 'payload'
import { videoId } from '@/lib/video-id'
import { runningTimeField, sectionFields } from '../shared/fields'

/** A video shown as a light local poster; the player loads only when the visitor presses play. */
export const VideoBlock: Block = {
  slug: 'video',
  interfaceName: 'VideoBlock',
  labels: { singular: 'Video', plural: 'Videos' },
  fields: [
    ...sectionFields(),
    {
      name: 'url',
      label: 'Address',
      type: 'text',
      required: true,
      admin: { description: 'A YouTube or Vimeo address.' },
      validate: (value: unknown) =>
        typeof value === 'string' && videoId(value)
          ? true
          : 'Enter a YouTube or Vimeo video address.',
    },
    {
      name: 'title',
      type: 'text',
      required: true,
      admin: { description: 'What the video shows (read out to screen readers).' },
    },
    runningTimeField(),
    {
      name: 'poster',
      label: 'Cover image',
      type: 'upload',
      relationTo: 'media',
      admin: {
        description:
          'Optional. Without one the poster is drawn in the site’s style with the title and running time.',
      },
    },
  ],
}
