import type { CollectionConfig } from 'payload'
import { isAdmin, isOps, nobody, serverWritten } from '@/lib/access'
import { recordOpening } from '../AuditLog'
import { recordedDate, serverTimestamps } from '../timestamps'

const STATUS = [
  { label: 'Waiting for us', value: 'open' },
  { label: 'Answered', value: 'answered' },
  { label: 'Closed', value: 'closed' },
]

/** Never readable or writable through the API or the admin: only the server compares it. */
const secret = { read: () => false, create: () => false, update: () => false }

/**
 * Live chat conversations from the contact page. Personal data: only ops and admins read them and
 * answer them (from the thread on the conversation's page), only admins delete one, and nobody
 * creates one through the API: the public route (POST /api/chat) validates the visitor's address
 * and message first. The visitor's browser holds a random token for its conversation; only its
 * hash is stored. The messages, the dates and the visitor's details are written by the server;
 * staff move the status. Kept for the enquiry period after the last contact (a message either
 * way), then the nightly retention job deletes it.
 */
export const Conversations: CollectionConfig = {
  slug: 'conversations',
  labels: { singular: 'Live chat', plural: 'Live chats' },
  admin: {
    group: 'Clients',
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'status', 'lastContactAt', 'startedOn'],
    listSearchableFields: ['email', 'name'],
    description:
      'Conversations from the live chat on the contact page. Open one to read it and reply: the visitor sees the reply in their chat window, or gets it by e-mail if they have left.',
  },
  defaultSort: '-lastContactAt',
  access: {
    read: isOps,
    update: isOps,
    create: nobody,
    delete: isAdmin,
  },
  disableDuplicate: true,
  timestamps: true,
  hooks: {
    beforeChange: [serverTimestamps],
    afterOperation: [recordOpening((doc) => `Opened live chat ${String(doc.id)}`)],
  },
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      index: true,
      options: STATUS,
      admin: {
        position: 'sidebar',
        description: 'Replying marks it answered; a new message from the visitor reopens it.',
      },
    },
    recordedDate('lastContactAt', 'Last contact', {
      description: 'The last message, from either side: retention counts from here.',
    }),
    recordedDate('visitorSeenAt', 'Visitor last read the chat', {
      description: 'A reply the visitor has not read in their chat window is e-mailed to them.',
    }),
    {
      type: 'row',
      fields: [
        {
          name: 'email',
          label: 'Visitor’s e-mail',
          type: 'email',
          required: true,
          index: true,
          access: serverWritten,
          admin: { readOnly: true },
        },
        {
          name: 'name',
          label: 'Visitor’s name',
          type: 'text',
          maxLength: 100,
          access: serverWritten,
          admin: { readOnly: true },
        },
        {
          name: 'startedOn',
          label: 'Started on',
          type: 'text',
          maxLength: 300,
          access: serverWritten,
          admin: { readOnly: true, description: 'The page the visitor opened the chat on.' },
        },
      ],
    },
    {
      name: 'thread',
      type: 'ui',
      admin: { components: { Field: '/src/admin/ChatThread#ChatThread' } },
    },
    {
      name: 'messages',
      type: 'array',
      access: serverWritten,
      admin: { hidden: true },
      fields: [
        {
          name: 'sender',
          type: 'select',
          required: true,
          options: [
            { label: 'Visitor', value: 'visitor' },
            { label: 'Team', value: 'team' },
          ],
        },
        { name: 'text', type: 'textarea', required: true, maxLength: 2000 },
        { name: 'at', type: 'date', required: true },
        { name: 'author', type: 'relationship', relationTo: 'users' },
        { name: 'emailedAt', type: 'date' },
      ],
    },
    {
      name: 'tokenHash',
      type: 'text',
      index: true,
      access: secret,
      admin: { hidden: true },
    },
  ],
}
