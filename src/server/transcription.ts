import 'server-only'

/**
 * Speech to text through an OpenAI-compatible `/audio/transcriptions` endpoint, configured by
 * TRANSCRIPTION_API_URL (the base, e.g. https://api.example.com/v1), TRANSCRIPTION_API_KEY,
 * TRANSCRIPTION_MODEL and TRANSCRIPTION_TIMEOUT_MS. Server-only: the key never reaches a browser.
 */
export type TranscriptionConfig = { url: string; apiKey?: string; model: string; timeoutMs: number }

export function transcriptionConfig(
  env: Record<string, string | undefined> = process.env,
): TranscriptionConfig | null {
  if (!env.TRANSCRIPTION_API_URL) return null
  return {
    url: `${env.TRANSCRIPTION_API_URL.replace(/\/$/, '')}/audio/transcriptions`,
    apiKey: env.TRANSCRIPTION_API_KEY || undefined,
    model: env.TRANSCRIPTION_MODEL || 'whisper-1',
    timeoutMs: Number(env.TRANSCRIPTION_TIMEOUT_MS || 20_000),
  }
}

/** WebM files (the browser's audio/webm;codecs=opus recordings) start with the EBML magic number. */
export function isWebm(audio: Uint8Array): boolean {
  return (
    audio.length > 4 &&
    audio[0] === 0x1a &&
    audio[1] === 0x45 &&
    audio[2] === 0xdf &&
    audio[3] === 0xa3
  )
}

export class TranscriptionError extends Error {}

export async function transcribe(audio: Uint8Array, config: TranscriptionConfig): Promise<string> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(audio)], { type: 'audio/webm' }), 'recording.webm')
  form.append('model', config.model)
  let response: Response
  try {
    response = await fetch(config.url, {
      method: 'POST',
      body: form,
      headers: config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : undefined,
      signal: AbortSignal.timeout(config.timeoutMs),
    })
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError'
    throw new TranscriptionError(
      timedOut
        ? 'The transcription service took too long. Please try again.'
        : 'The transcription service could not be reached. Please try again.',
    )
  }
  if (!response.ok)
    throw new TranscriptionError('Unable to convert voice to text. Please try again.')
  const data = (await response.json().catch(() => null)) as { text?: unknown } | null
  const text = typeof data?.text === 'string' ? data.text.trim() : ''
  if (!text) throw new TranscriptionError('No text returned from transcription')
  return text
}
