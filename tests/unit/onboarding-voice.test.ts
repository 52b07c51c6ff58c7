import { describe, expect, it } from 'vitest'

import {
  appendTranscript,
  assembleAudio,
  blobToBase64,
  bytesToBase64,
  pickRecordingMimeType,
  readTranscription,
  transcriptionErrorMessage,
  VoiceError,
  VOICE_MESSAGES,
  voiceTransition,
} from '@/lib/onboarding/voice'

describe('voiceTransition', () => {
  it('goes idle → recording → transcribing → idle on click, click, finished', () => {
    let state = voiceTransition('idle', 'click')
    expect(state).toBe('recording')
    state = voiceTransition(state, 'click')
    expect(state).toBe('transcribing')
    expect(voiceTransition(state, 'finished')).toBe('idle')
  })

  it('ignores clicks while transcribing (the button is disabled)', () => {
    expect(voiceTransition('transcribing', 'click')).toBe('transcribing')
  })

  it('returns to idle when the microphone or recorder fails', () => {
    expect(voiceTransition('recording', 'failed')).toBe('idle')
    expect(voiceTransition('transcribing', 'failed')).toBe('idle')
    expect(voiceTransition('idle', 'failed')).toBe('idle')
  })

  it('does not start transcribing without a recording', () => {
    expect(voiceTransition('idle', 'finished')).toBe('idle')
    expect(voiceTransition('recording', 'finished')).toBe('recording')
  })
})

describe('pickRecordingMimeType', () => {
  it('prefers WebM with Opus, then WebM, then the browser default', () => {
    expect(pickRecordingMimeType(() => true)).toBe('audio/webm;codecs=opus')
    expect(pickRecordingMimeType((t) => t === 'audio/webm')).toBe('audio/webm')
    expect(pickRecordingMimeType(() => false)).toBeUndefined()
  })
})

describe('assembleAudio', () => {
  it('fails with a clear message when nothing was recorded', () => {
    expect(() => assembleAudio([])).toThrow(VOICE_MESSAGES.noAudio)
    expect(() => assembleAudio([new Blob([])])).toThrow(VOICE_MESSAGES.emptyBlob)
  })

  it('joins the chunks in order with the recording type', async () => {
    const blob = assembleAudio([new Blob(['ab']), new Blob(['cd'])], 'audio/webm')
    expect(blob.type).toBe('audio/webm')
    expect(await blob.text()).toBe('abcd')
  })
})

describe('base64', () => {
  it('encodes bytes like btoa, also beyond one slice', () => {
    expect(bytesToBase64(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]))).toBe('GkXfow==')
    const big = new Uint8Array(100_000).map((_, i) => i % 256)
    expect(bytesToBase64(big)).toBe(Buffer.from(big).toString('base64'))
  })

  it('reads a Blob as base64 without a data: prefix', async () => {
    expect(await blobToBase64(new Blob(['hello']))).toBe('aGVsbG8=')
  })

  it('fails with a clear message when the audio cannot be read', async () => {
    const broken = { arrayBuffer: () => Promise.reject(new Error('gone')) } as unknown as Blob
    await expect(blobToBase64(broken)).rejects.toThrow(VOICE_MESSAGES.base64Failed)
    await expect(blobToBase64(new Blob([]))).rejects.toThrow(VOICE_MESSAGES.base64Failed)
  })
})

describe('readTranscription', () => {
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    })

  it('returns the trimmed text', async () => {
    expect(await readTranscription(json({ text: '  Hello there ' }))).toBe('Hello there')
  })

  it('rejects a success without text', async () => {
    await expect(readTranscription(json({ text: '  ' }))).rejects.toThrow(VOICE_MESSAGES.noText)
    await expect(readTranscription(json({}))).rejects.toThrow(VOICE_MESSAGES.noText)
  })

  it("passes on the server's message, or the generic one", async () => {
    await expect(readTranscription(json({ message: 'Audio too long' }, 413))).rejects.toThrow(
      'Audio too long',
    )
    await expect(readTranscription(new Response('oops', { status: 502 }))).rejects.toThrow(
      VOICE_MESSAGES.transcriptionFailed,
    )
  })
})

describe('transcriptionErrorMessage', () => {
  it('shows voice errors as they are and hides anything else', () => {
    expect(transcriptionErrorMessage(new VoiceError('Audio blob is empty'))).toBe(
      'Audio blob is empty',
    )
    expect(transcriptionErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Unable to convert voice to text. Please try again.',
    )
  })
})

describe('appendTranscript', () => {
  it('adds the text after the existing value with one space', () => {
    expect(appendTranscript('', ' Hello ')).toBe('Hello')
    expect(appendTranscript('We sell', 'widgets.')).toBe('We sell widgets.')
    expect(appendTranscript('Line one\n', 'line two')).toBe('Line one\nline two')
    expect(appendTranscript(undefined, 'x')).toBe('x')
    expect(appendTranscript('Kept', '   ')).toBe('Kept')
  })
})
