import type { CollectionBeforeChangeHook, Field, PayloadRequest } from 'payload'
import { serverWritten } from '@/lib/access'

/** How a member of staff is named on what they did: their address, or the server's own work. */
export const staffName = (req: PayloadRequest): string =>
  req.user?.email ?? 'The server (no signed-in user)'

type Note = { id?: string | null; body?: string | null; author?: string | null; at?: string | null }
type Change = { from?: string | null; to?: string | null; by?: string | null; at?: string | null }

/**
 * Ops' notes on a submission and the history of its status. A note's author and time are the
 * server's: set when it is added, never changed, and a note stays as its author wrote it. The
 * status history is written by the server alone.
 */
export const noteFields: Field[] = [
  {
    name: 'notes',
    label: 'Notes',
    labels: { singular: 'Note', plural: 'Notes' },
    type: 'array',
    admin: {
      description:
        'Notes for the team, newest first. Your name and the time are added when you save; other people’s notes cannot be changed or removed.',
      components: { RowLabel: '/src/admin/SubmissionNoteLabel#SubmissionNoteLabel' },
    },
    fields: [
      {
        name: 'body',
        label: 'Note',
        type: 'textarea',
        required: true,
        maxLength: 5000,
      },
      {
        type: 'row',
        fields: [
          {
            name: 'author',
            label: 'Written by',
            type: 'text',
            access: serverWritten,
            admin: { readOnly: true, condition: (_, sibling) => Boolean(sibling?.author) },
          },
          {
            name: 'at',
            label: 'Written at',
            type: 'date',
            access: serverWritten,
            admin: {
              readOnly: true,
              date: { pickerAppearance: 'dayAndTime' },
              condition: (_, sibling) => Boolean(sibling?.at),
            },
          },
        ],
      },
    ],
  },
]

export const statusHistoryFields: Field[] = [
  {
    name: 'statusHistoryView',
    type: 'ui',
    admin: { components: { Field: '/src/admin/StatusHistory#StatusHistory' } },
  },
  {
    name: 'statusHistory',
    type: 'array',
    admin: { readOnly: true, hidden: true },
    access: serverWritten,
    fields: [
      { name: 'from', type: 'text' },
      { name: 'to', type: 'text', required: true },
      { name: 'by', type: 'text' },
      { name: 'at', type: 'date', required: true },
    ],
  },
]

const newestFirst = (a: { at?: string | null }, b: { at?: string | null }) =>
  String(b.at ?? '').localeCompare(String(a.at ?? ''))

/**
 * Keeps the notes honest: a new note gets its author and time from the server; a note already
 * stored keeps its author and time, and its text unless its author edits it; nobody removes
 * another person's note. Anonymising a submission removes them all.
 */
export const keepNotes: CollectionBeforeChangeHook = ({ data, originalDoc, req, context }) => {
  if (context.anonymising || !('notes' in data)) return data
  const stored = ((originalDoc?.notes ?? []) as Note[]).filter((note) => note.id)
  const byId = new Map(stored.map((note) => [String(note.id), note]))
  const me = req.user?.email ?? null
  const now = new Date().toISOString()
  const sent = (Array.isArray(data.notes) ? data.notes : []) as Note[]
  const kept: Note[] = sent.map((note) => {
    const before = note.id ? byId.get(String(note.id)) : undefined
    if (!before) return { body: note.body, author: staffName(req), at: now }
    byId.delete(String(note.id))
    const mine = before.author === me
    return { ...before, body: mine ? note.body : before.body }
  })
  // Another person's note left out of the request is kept; one's own may be deleted.
  for (const note of byId.values()) if (note.author !== me) kept.push(note)
  data.notes = kept.sort(newestFirst)
  return data
}

/**
 * Each change of status is recorded on the submission: from what, to what, by whom and when.
 * The history is never taken from a request.
 */
export const recordStatusChange: CollectionBeforeChangeHook = ({
  data,
  operation,
  originalDoc,
  req,
  context,
}) => {
  const history = ((originalDoc?.statusHistory ?? []) as Change[]).map(({ from, to, by, at }) => ({
    from,
    to,
    by,
    at,
  }))
  if (context.anonymising) {
    data.statusHistory = history
    return data
  }
  const from = operation === 'create' ? null : (originalDoc?.status ?? null)
  const to = (data.status ?? originalDoc?.status ?? null) as string | null
  if (to && to !== from) {
    // Receipt is the visitor's doing: no member of staff is named.
    const by = operation === 'create' ? null : staffName(req)
    history.unshift({ from, to, by, at: new Date().toISOString() })
  }
  data.statusHistory = history
  return data
}
