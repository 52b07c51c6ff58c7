import { z } from 'zod'
import { jsonError, readJson } from '@/lib/http'
import { log } from '@/lib/log'
import { clientKey, RateLimiter } from '@/lib/rate-limit'
import { isWebm, transcribe, transcriptionConfig, TranscriptionError } from '@/lib/transcription'

/** About two minutes of Opus speech, base64-encoded. */
const MAX_BYTES = 3 * 1024 * 1024
const limiter = new RateLimiter(Number(process.env.VOICE_RATE_LIMIT ?? 20), 60_000)
const bodySchema = z
  .object({ audio: z.string().min(1, { error: 'No audio data recorded' }).max(MAX_BYTES) })
  .strict()

/** POST /api/voice: `{ audio: base64 webm/opus }` → `{ text }` from the transcription service. */
export async function POST(request: Request): Promise<Response> {
  const config = transcriptionConfig()
  if (!config) return jsonError(404, 'Voice input is not available.')
  const limit = limiter.take(clientKey(request.headers))
  if (!limit.ok)
    return jsonError(
      429,
      'Too many recordings in a short time. Please wait a moment.',
      {},
      { 'Retry-After': String(limit.retryAfter) },
    )

  const body = await readJson(request, MAX_BYTES + 1024)
  if (!body.ok) return body.response
  const parsed = bodySchema.safeParse(body.value)
  if (!parsed.success)
    return jsonError(
      400,
      parsed.error.issues[0]?.message ?? 'Send the recording as { audio: base64 }.',
    )
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(parsed.data.audio))
    return jsonError(400, 'The recording is not valid base64.')

  const audio = Buffer.from(parsed.data.audio, 'base64')
  if (audio.length === 0) return jsonError(400, 'Audio blob is empty')
  if (!isWebm(audio)) return jsonError(415, 'The recording must be WebM/Opus audio.')

  try {
    return Response.json({ text: await transcribe(audio, config) })
  } catch (error) {
    const message =
      error instanceof TranscriptionError
        ? error.message
        : 'Unable to convert voice to text. Please try again.'
    log('warn', 'transcription_failed', { message })
    return jsonError(502, message)
  }
}
