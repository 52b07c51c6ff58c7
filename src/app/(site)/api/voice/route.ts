import { z } from 'zod'
import { payloadClient } from '@/data/payload'
import { jsonError, readJson, tooManyRequests } from '@/server/http'
import { clientKey } from '@/server/client-key'
import { limitFromEnv, rateLimit } from '@/server/rate-limit'
import { isWebm, transcribe, transcriptionConfig, TranscriptionError } from '@/server/transcription'

/** About two minutes of Opus speech, base64-encoded. */
const MAX_BYTES = 3 * 1024 * 1024
const limiter = rateLimit({
  name: 'voice',
  points: limitFromEnv(process.env.VOICE_RATE_LIMIT, 20),
  seconds: 60,
})
const bodySchema = z
  .object({ audio: z.string().min(1, { error: 'No audio data recorded' }).max(MAX_BYTES) })
  .strict()

/** POST /api/voice: `{ audio: base64 webm/opus }` → `{ text }` from the transcription service. */
export async function POST(request: Request): Promise<Response> {
  const config = transcriptionConfig()
  if (!config) return jsonError(404, 'Voice input is not available.')
  const limit = await limiter.take(clientKey(request.headers))
  if (!limit.ok)
    return tooManyRequests(
      'Too many recordings in a short time. Please wait a moment.',
      limit.retryAfter,
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
    // What the visitor said is theirs: no cache may keep it.
    return Response.json(
      { text: await transcribe(audio, config) },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  } catch (error) {
    const message =
      error instanceof TranscriptionError
        ? error.message
        : 'Unable to convert voice to text. Please try again.'
    ;(await payloadClient()).logger.warn({ message }, 'transcription_failed')
    return jsonError(502, message)
  }
}
