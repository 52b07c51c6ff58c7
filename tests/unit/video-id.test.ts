import { describe, expect, it } from 'vitest'

import { embedUrl, spokenRunningTime, videoId } from '@/lib/video-id'

describe('videoId', () => {
  it("takes the id after 'v=' up to '&'", () => {
    expect(videoId('https://www.youtube.com/watch?v=abc123&t=5')).toBe('abc123')
    expect(videoId('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ')
    expect(videoId('https://www.youtube.com/watch?feature=share&v=a-b_c9')).toBe('a-b_c9')
    expect(videoId('https://m.youtube.com/watch?v=abc123#t=30')).toBe('abc123')
  })

  it("otherwise takes the last path segment up to '?'", () => {
    expect(videoId('https://youtu.be/xyz789?si=1')).toBe('xyz789')
    expect(videoId('https://vimeo.com/123456')).toBe('123456')
    expect(videoId('https://vimeo.com/123456/')).toBe('123456')
    expect(videoId('https://vimeo.com/channels/staffpicks/987654')).toBe('987654')
    expect(videoId('https://www.youtube.com/embed/abc123?autoplay=1')).toBe('abc123')
    expect(videoId('https://www.youtube.com/shorts/abc123')).toBe('abc123')
    expect(videoId('https://player.vimeo.com/video/123456#t=1')).toBe('123456')
  })

  it("does not mistake another parameter ending in 'v=' for the id", () => {
    expect(videoId('https://youtu.be/xyz789?nav=1')).toBe('xyz789')
  })

  it('trims the input', () => {
    expect(videoId('  https://youtu.be/xyz789  ')).toBe('xyz789')
  })

  it('returns null for empty or garbage input', () => {
    for (const input of [
      '',
      '   ',
      null,
      undefined,
      'not a url',
      'https://www.youtube.com/',
      'https://www.youtube.com/watch',
      'https://www.youtube.com/watch?v=',
      'https://www.youtube.com/watch?v=<script>',
      'https://example.com',
      '///',
      '?',
      'javascript:alert(1)',
      `https://vimeo.com/${'1'.repeat(100)}`,
    ]) {
      expect(videoId(input), String(input)).toBeNull()
    }
  })
})

describe('embedUrl', () => {
  it('uses youtube-nocookie for YouTube addresses', () => {
    const expected = 'https://www.youtube-nocookie.com/embed/abc123'
    for (const url of [
      'https://www.youtube.com/watch?v=abc123&t=5',
      'https://youtube.com/watch?v=abc123',
      'https://m.youtube.com/watch?v=abc123',
      'https://youtu.be/abc123?si=1',
      'https://www.youtube.com/embed/abc123',
      'https://www.youtube-nocookie.com/embed/abc123',
      'http://WWW.YOUTUBE.COM/watch?v=abc123',
      'youtu.be/abc123',
    ]) {
      expect(embedUrl(url), url).toBe(expected)
    }
  })

  it('uses player.vimeo.com for Vimeo addresses', () => {
    expect(embedUrl('https://vimeo.com/123456')).toBe('https://player.vimeo.com/video/123456')
    expect(embedUrl('https://www.vimeo.com/123456?share=copy')).toBe(
      'https://player.vimeo.com/video/123456',
    )
    expect(embedUrl('https://player.vimeo.com/video/123456')).toBe(
      'https://player.vimeo.com/video/123456',
    )
  })

  it('returns null for other hosts', () => {
    expect(embedUrl('https://example.com/watch?v=abc123')).toBeNull()
    expect(embedUrl('https://youtube.com.evil.example/watch?v=abc123')).toBeNull()
    expect(embedUrl('https://evilyoutube.com/watch?v=abc123')).toBeNull()
    expect(embedUrl('https://dailymotion.com/video/x123')).toBeNull()
  })

  it('returns null when there is no usable id', () => {
    expect(embedUrl('https://www.youtube.com/')).toBeNull()
    expect(embedUrl('https://vimeo.com/about')).toBeNull()
    expect(embedUrl('https://www.youtube.com/watch?v=%3Cscript%3E')).toBeNull()
  })

  it('returns null for empty, garbage or non-web input', () => {
    for (const input of ['', null, undefined, 'not a url', 'javascript:alert(1)//youtu.be/abc']) {
      expect(embedUrl(input), String(input)).toBeNull()
    }
    expect(embedUrl('ftp://youtube.com/watch?v=abc123')).toBeNull()
  })
})

describe('spokenRunningTime', () => {
  it('reads minutes and seconds, or hours, minutes and seconds, in words', () => {
    expect(spokenRunningTime('5:08')).toBe('5 minutes 8 seconds')
    expect(spokenRunningTime(' 1:00 ')).toBe('1 minute')
    expect(spokenRunningTime('0:45')).toBe('45 seconds')
    expect(spokenRunningTime('1:02:00')).toBe('1 hour 2 minutes')
    expect(spokenRunningTime('90:01')).toBe('90 minutes 1 second')
  })

  it('returns null for what is not a running time', () => {
    for (const input of [
      '',
      null,
      undefined,
      '5',
      '5:8',
      '5:60',
      'five minutes',
      '0:00',
      '1:2:3',
    ]) {
      expect(spokenRunningTime(input), String(input)).toBeNull()
    }
  })
})
