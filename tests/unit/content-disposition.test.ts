import { describe, expect, it } from 'vitest'
import { attachment } from '@/lib/content-disposition'
import { briefFileName } from '@/lib/onboarding/brief'

/** The name a client reads from `filename*` (RFC 8187: UTF-8, percent-encoded). */
function extendedName(header: string): string {
  const encoded = /filename\*=UTF-8''([^;\s]+)/.exec(header)?.[1] ?? ''
  return decodeURIComponent(encoded)
}
const fallback = (header: string) => /filename="([^"]*)"/.exec(header)?.[1]

describe('attachment', () => {
  it('sends any script in filename* and a Latin-1-safe ASCII stand-in in filename', () => {
    for (const name of [
      '李小龙_Łukasz_2026-11-23.md',
      'محمد_علي_2026-11-23.md',
      '😀_Emoji_Fan_2026-11-23.md',
      'Zoë_Brontë_2026-11-23.md',
      'Jane_Doe_2026-11-23.md',
    ]) {
      const header = attachment(name)
      // A header value Node and browsers accept: printable ASCII only.
      expect(header, name).toMatch(/^[\x20-\x7e]+$/)
      expect(() => new Headers({ 'content-disposition': header })).not.toThrow()
      expect(extendedName(header), name).toBe(name)
      expect(fallback(header), name).toMatch(/^[\x20-\x7e]+\.md$/)
    }
    expect(fallback(attachment('Zoë_Brontë_2026-11-23.md'))).toBe('Zoe_Bronte_2026-11-23.md')
    expect(fallback(attachment('Jane_Doe_2026-11-23.md'))).toBe('Jane_Doe_2026-11-23.md')
  })

  it('names a brief download without bidirectional controls, in both forms of the name', () => {
    const date = new Date('2026-11-22T10:00:00Z')
    for (const control of ['\u202E', '\u202B', '\u2067', '\u200F', '\u061C']) {
      const header = attachment(briefFileName(`Invoice${control}gpj.exe`, date))
      expect(header).not.toMatch(/%E2%80%A[A-E]|%E2%81%A[6-9]|%E2%80%8[EF]|%D8%9C/)
      expect(extendedName(header)).toBe('Invoicegpj.exe_2026-11-22.md')
      expect(fallback(header)).toBe('Invoicegpj.exe_2026-11-22.md')
    }
  })

  it('keeps quotes and percent signs from breaking the fallback', () => {
    const header = attachment('a"b%c\\d.md')
    expect(fallback(header)).toBe('a_b_c_d.md')
    expect(extendedName(header)).toBe('a"b%c\\d.md')
  })
})
