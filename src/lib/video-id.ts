/**
 * Video ids and embed addresses from case-study and page video URLs: the id after 'v=' up to '&';
 * otherwise the last path segment up to '?'.
 */

/** What a video id may look like (YouTube: letters, digits, '-' and '_'; Vimeo: digits). */
const VIDEO_ID = /^[\w-]{1,64}$/

/** Path segments that name a page rather than a video ('https://www.youtube.com/watch'). */
const NOT_IDS = new Set(['watch', 'embed', 'shorts', 'live', 'playlist', 'video', 'v'])

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtu.be',
  'www.youtu.be',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
])

const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'])

/**
 * The video id in a YouTube or Vimeo URL: the value of the 'v' query parameter (up to '&'), or
 * else the last non-empty path segment (up to '?' or '#').
 * 'https://www.youtube.com/watch?v=abc123&t=5' → 'abc123'; 'https://youtu.be/xyz789?si=1' →
 * 'xyz789'; 'https://vimeo.com/123456' → '123456'. Returns null when there is no plausible id.
 */
export function videoId(url: string | null | undefined): string | null {
  const value = (url ?? '').trim()
  if (value === '') return null
  const fromQuery = /[?&]v=([^&#]*)/.exec(value)
  const candidate = fromQuery
    ? fromQuery[1]
    : value
        .split(/[?#]/)[0]
        ?.split('/')
        .filter((segment) => segment !== '')
        .pop()
  if (candidate === undefined || !VIDEO_ID.test(candidate)) return null
  return NOT_IDS.has(candidate.toLowerCase()) ? null : candidate
}

function parseHttpUrl(value: string): URL | null {
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`
  try {
    const url = new URL(withScheme)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null
  } catch {
    return null
  }
}

/**
 * The privacy-friendly player address for a video URL: youtube-nocookie.com for YouTube,
 * player.vimeo.com for Vimeo, null for anything else or when no id can be found.
 */
export function embedUrl(url: string | null | undefined): string | null {
  const value = (url ?? '').trim()
  const parsed = parseHttpUrl(value)
  if (!parsed) return null
  const host = parsed.hostname.toLowerCase()
  const id = videoId(value)
  if (id === null) return null
  if (YOUTUBE_HOSTS.has(host)) return `https://www.youtube-nocookie.com/embed/${id}`
  if (VIMEO_HOSTS.has(host) && /^\d+$/.test(id)) return `https://player.vimeo.com/video/${id}`
  return null
}

/** A video's running time as editors type it: minutes and seconds, or hours, minutes and seconds. */
const RUNNING_TIME = /^(?:(\d{1,2}):)?(\d{1,3}):([0-5]\d)$/

/**
 * A running time read out in words for the play button: '5:08' → '5 minutes 8 seconds',
 * '1:02:00' → '1 hour 2 minutes'. Null when the text is not a running time.
 */
export function spokenRunningTime(value: string | null | undefined): string | null {
  const match = RUNNING_TIME.exec((value ?? '').trim())
  if (!match) return null
  const [hours, minutes, seconds] = [match[1], match[2], match[3]].map((part) => Number(part ?? 0))
  const parts = [
    [hours, 'hour'],
    [minutes, 'minute'],
    [seconds, 'second'],
  ] as const
  const words = parts
    .filter(([count]) => count > 0)
    .map(([count, unit]) => `${count} ${unit}${count === 1 ? '' : 's'}`)
  return words.length ? words.join(' ') : null
}

export const RUNNING_TIME_MESSAGE = 'Enter the running time as minutes and seconds, such as 5:08.'
