'use client'

import { Loader2, Mic } from 'lucide-react'
import { useEffect, useId, useReducer, useRef } from 'react'
import { useHydrated } from '@/components/ui/use-hydrated'
import { cn } from '@/lib/cn'
import {
  assembleAudio,
  blobToBase64,
  pickRecordingMimeType,
  readTranscription,
  RECORDING_MIME_TYPE,
  RECORDING_TIMESLICE_MS,
  transcriptionErrorMessage,
  VOICE_MESSAGES,
  voiceTransition,
} from '@/lib/onboarding/voice'
import { notify } from './notify'

const VOICE_ENDPOINT = '/api/voice'

type Props = {
  /** The field's label, for the button's accessible name. */
  label: string
  /** Receives the transcribed text (the field appends it). */
  onText: (text: string) => void
}

/**
 * Dictation for one field: a click starts recording (the button turns red), a second click stops
 * it, releases the microphone and sends the audio for transcription (spinner, button disabled).
 */
export function VoiceButton({ label, onText }: Props) {
  const [state, dispatch] = useReducer(voiceTransition, 'idle')
  const describedBy = useId()
  const hydrated = useHydrated()
  const recorder = useRef<MediaRecorder | null>(null)
  const stream = useRef<MediaStream | null>(null)
  const starting = useRef(false)
  const onTextRef = useRef(onText)
  useEffect(() => {
    onTextRef.current = onText
  }, [onText])

  const release = () => {
    stream.current?.getTracks().forEach((track) => track.stop())
    stream.current = null
  }

  // Leaving the step while recording: stop, drop the audio and free the microphone.
  useEffect(
    () => () => {
      const active = recorder.current
      if (active) {
        active.ondataavailable = null
        active.onstop = null
        if (active.state !== 'inactive') active.stop()
      }
      stream.current?.getTracks().forEach((track) => track.stop())
    },
    [],
  )

  const transcribe = async (chunks: Blob[], type: string) => {
    try {
      const audio = await blobToBase64(assembleAudio(chunks, type))
      const response = await fetch(VOICE_ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ audio }),
      })
      const text = await readTranscription(response)
      onTextRef.current(text)
      notify(
        'success',
        VOICE_MESSAGES.transcriptionCompleteTitle,
        VOICE_MESSAGES.transcriptionComplete,
      )
    } catch (error) {
      notify('error', VOICE_MESSAGES.transcriptionFailedTitle, transcriptionErrorMessage(error))
    } finally {
      dispatch('finished')
    }
  }

  const start = async () => {
    if (starting.current) return
    starting.current = true
    try {
      if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
        throw new Error('Recording is not supported')
      }
      stream.current = await navigator.mediaDevices.getUserMedia({ audio: true })
      const mimeType = pickRecordingMimeType((type) => MediaRecorder.isTypeSupported(type))
      const active = new MediaRecorder(stream.current, mimeType ? { mimeType } : undefined)
      const chunks: Blob[] = []
      active.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data)
      }
      active.onstop = () => {
        release()
        recorder.current = null
        void transcribe(chunks, active.mimeType || mimeType || RECORDING_MIME_TYPE)
      }
      active.start(RECORDING_TIMESLICE_MS)
      recorder.current = active
      dispatch('click')
    } catch {
      release()
      recorder.current = null
      notify('error', VOICE_MESSAGES.recordingFailedTitle, VOICE_MESSAGES.recordingFailed)
    } finally {
      starting.current = false
    }
  }

  const stop = () => {
    const active = recorder.current
    dispatch('click')
    if (active && active.state !== 'inactive') active.stop()
    else {
      release()
      void transcribe([], RECORDING_MIME_TYPE)
    }
  }

  const recording = state === 'recording'
  const transcribing = state === 'transcribing'
  return (
    <>
      <button
        type="button"
        onClick={recording ? stop : start}
        disabled={transcribing || !hydrated}
        aria-pressed={recording}
        aria-busy={transcribing || undefined}
        aria-label={`Dictate ${label}`}
        aria-describedby={describedBy}
        title={
          recording
            ? 'Stop recording'
            : transcribing
              ? 'Transcribing…'
              : `Dictate. ${VOICE_MESSAGES.whereAudioGoes}`
        }
        data-state={state}
        className={cn(
          'inline-flex size-11 shrink-0 items-center justify-center rounded-lg border transition-colors disabled:cursor-wait',
          recording
            ? 'border-red-700 bg-red-700 text-white hover:bg-red-800'
            : 'border-line bg-white text-muted hover:bg-surface hover:text-ink',
        )}
      >
        {transcribing ? (
          <Loader2 aria-hidden className="size-5 animate-spin" />
        ) : (
          <Mic aria-hidden className={cn('size-5', recording && 'animate-pulse')} />
        )}
      </button>
      {/* Read as the button's description: where the recording goes. */}
      <span id={describedBy} hidden>
        {VOICE_MESSAGES.whereAudioGoes}
      </span>
    </>
  )
}
