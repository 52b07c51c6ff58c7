/**
 * Voice input for the onboarding wizard (idle, recording, transcribing, idle again; recording in
 * 100 ms chunks; clear messages for no audio, empty audio and an empty transcription): the
 * recorder's states, the audio checks and the transcription answer, kept free of React and of the
 * browser's MediaRecorder so they can be unit-tested.
 */

/** idle → recording (button red) → transcribing (spinner, button disabled) → idle. */
export type VoiceState = 'idle' | 'recording' | 'transcribing'

/**
 * `click` toggles start/stop; `stopped` is the recorder handing over its audio; `failed` is the
 * microphone or the recorder failing; `finished` is the transcription ending (well or badly).
 */
export type VoiceEvent = 'click' | 'failed' | 'finished'

/** The next state. Clicks while transcribing are ignored (the button is disabled then). */
export function voiceTransition(state: VoiceState, event: VoiceEvent): VoiceState {
  switch (state) {
    case 'idle':
      return event === 'click' ? 'recording' : 'idle'
    case 'recording':
      if (event === 'click') return 'transcribing'
      return event === 'failed' ? 'idle' : 'recording'
    case 'transcribing':
      return event === 'finished' || event === 'failed' ? 'idle' : 'transcribing'
  }
}

/** The preferred recording format; the server accepts WebM with Opus audio. */
export const RECORDING_MIME_TYPE = 'audio/webm;codecs=opus'
/** The recorder hands over a chunk of audio every 100 ms. */
export const RECORDING_TIMESLICE_MS = 100

export const VOICE_MESSAGES = {
  /** What a dictation button says about where the recording goes. */
  whereAudioGoes:
    'Your recording goes to our speech-to-text service to become text, and is not kept.',
  recordingFailedTitle: 'Recording failed',
  recordingFailed: 'Unable to access microphone. Please check permissions.',
  transcriptionFailedTitle: 'Transcription failed',
  transcriptionFailed: 'Unable to convert voice to text. Please try again.',
  transcriptionCompleteTitle: 'Transcription complete',
  transcriptionComplete: 'Voice converted to text successfully',
  noAudio: 'No audio data recorded',
  emptyBlob: 'Audio blob is empty',
  base64Failed: 'Failed to convert audio to base64',
  noText: 'No text returned from transcription',
} as const

/** A voice failure whose message is meant for the visitor. */
export class VoiceError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'VoiceError'
  }
}

/**
 * The MIME type to record with: WebM/Opus when the browser supports it, else plain WebM, else the
 * recorder's own default (undefined).
 */
export function pickRecordingMimeType(isTypeSupported: (type: string) => boolean) {
  return [RECORDING_MIME_TYPE, 'audio/webm'].find((type) => isTypeSupported(type))
}

/** Joins the recorded chunks into one Blob, failing when nothing usable was recorded. */
export function assembleAudio(chunks: readonly Blob[], type = RECORDING_MIME_TYPE): Blob {
  if (chunks.length === 0) throw new VoiceError(VOICE_MESSAGES.noAudio)
  const blob = new Blob(chunks as Blob[], { type })
  if (blob.size === 0) throw new VoiceError(VOICE_MESSAGES.emptyBlob)
  return blob
}

/** Base64 of some bytes, converted in slices so long recordings do not overflow the call stack. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  const slice = 0x8000
  for (let i = 0; i < bytes.length; i += slice) {
    binary += String.fromCharCode(...bytes.subarray(i, i + slice))
  }
  return btoa(binary)
}

/** The Blob's bytes as base64 (no `data:` prefix), as `POST /api/voice` expects. */
export async function blobToBase64(blob: Blob): Promise<string> {
  try {
    const base64 = bytesToBase64(new Uint8Array(await blob.arrayBuffer()))
    if (base64 === '') throw new Error('empty')
    return base64
  } catch {
    throw new VoiceError(VOICE_MESSAGES.base64Failed)
  }
}

/**
 * Reads `POST /api/voice`'s answer: the text on success; otherwise a VoiceError with the server's
 * message, or the generic message when the server gave none. A success without text is an error.
 */
export async function readTranscription(response: Response): Promise<string> {
  let body: unknown = null
  try {
    body = await response.json()
  } catch {
    body = null
  }
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  if (!response.ok) {
    const message = typeof record.message === 'string' ? record.message.trim() : ''
    throw new VoiceError(message || VOICE_MESSAGES.transcriptionFailed)
  }
  const text = typeof record.text === 'string' ? record.text.trim() : ''
  if (text === '') throw new VoiceError(VOICE_MESSAGES.noText)
  return text
}

/** The message a failed transcription shows: its own when it is meant for visitors. */
export function transcriptionErrorMessage(error: unknown): string {
  return error instanceof VoiceError ? error.message : VOICE_MESSAGES.transcriptionFailed
}

/** Adds dictated text after what the field already holds, separated by one space. */
export function appendTranscript(current: string | null | undefined, text: string): string {
  const before = current ?? ''
  const addition = text.trim()
  if (addition === '') return before
  if (before.trim() === '') return addition
  return /\s$/.test(before) ? before + addition : `${before} ${addition}`
}
