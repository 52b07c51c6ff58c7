/**
 * A LinkedIn profile address a marketer may link a person to: https, on www.linkedin.com (or a
 * country's subdomain such as uk.linkedin.com), with a path and nothing hidden in it.
 */
export function isLinkedInProfileUrl(value: string): boolean {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  return (
    url.protocol === 'https:' &&
    /^(?:www|[a-z]{2})\.linkedin\.com$/.test(url.hostname) &&
    url.username === '' &&
    url.password === '' &&
    url.port === '' &&
    /^\/(?:in|company|pub)\/[^/]+\/?$/.test(url.pathname) &&
    value.startsWith(`https://${url.hostname}/`)
  )
}
