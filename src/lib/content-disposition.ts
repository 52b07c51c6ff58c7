/**
 * A Content-Disposition header for a download whose name may hold any script (RFC 6266 with the
 * RFC 8187/5987 `filename*`): `filename` carries an ASCII stand-in for old clients, `filename*`
 * the real name in UTF-8. HTTP headers carry only Latin-1, so the name itself never goes in raw.
 */
export function attachment(fileName: string): string {
  const ascii =
    fileName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]+/g, '_')
      .replace(/["\\%]/g, '_')
      .replace(/_+/g, '_') || 'download'
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc8187(fileName)}`
}

/** Percent-encodes everything but RFC 8187's attr-chars. */
function encodeRfc8187(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  )
}
