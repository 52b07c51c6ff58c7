import http from 'node:http'
import { freePort } from '../../scripts/db'

export type TranscriptionMode = 'ok' | 'fail' | 'empty' | 'slow'

/**
 * An OpenAI-compatible transcription service on loopback: `POST /v1/audio/transcriptions`
 * (multipart with `file` and `model`) answers `{ text }`. `POST /__mode` with `{ mode }` switches
 * it to failing, empty or slow answers, so tests can drive every path of the app's voice input.
 */
export async function startTranscriptionServer(
  text = 'We help finance teams close their books faster',
) {
  let mode: TranscriptionMode = 'ok'
  const requests: Array<{ contentType: string; bytes: number }> = []
  const port = await freePort()
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      if (req.method === 'POST' && req.url === '/__mode') {
        mode = (JSON.parse(body.toString()) as { mode: TranscriptionMode }).mode
        return res.writeHead(204).end()
      }
      if (req.method !== 'POST' || req.url !== '/v1/audio/transcriptions')
        return res.writeHead(404).end()
      const contentType = req.headers['content-type'] ?? ''
      requests.push({ contentType, bytes: body.length })
      const isMultipart =
        contentType.startsWith('multipart/form-data') &&
        body.includes('name="file"') &&
        body.includes('name="model"')
      if (!isMultipart)
        return res
          .writeHead(400, { 'content-type': 'application/json' })
          .end('{"error":{"message":"file is required"}}')
      const reply = (status: number, json: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json))
      if (mode === 'fail') return reply(500, { error: { message: 'model overloaded' } })
      if (mode === 'empty') return reply(200, { text: '' })
      if (mode === 'slow') return setTimeout(() => reply(200, { text }), 60_000).unref()
      return reply(200, { text })
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}/v1`,
    controlUrl: `http://127.0.0.1:${port}/__mode`,
    requests,
    setMode: (next: TranscriptionMode) => (mode = next),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
