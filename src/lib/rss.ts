import { escapeXml } from './xml'

/** An RSS 2.0 feed (https://www.rssboard.org/rss-specification). */
export type FeedChannel = {
  title: string
  /** Absolute URL of the site section the feed describes. */
  link: string
  description: string
  /** Absolute URL of the feed itself (atom:link rel="self", recommended by validators). */
  selfUrl: string
  language?: string
}

export type FeedItem = {
  title: string
  /** Absolute URL of the item; it is also its permanent guid. */
  link: string
  description: string
  /** ISO date. */
  pubDate: string
  category?: string
  author?: string
}

/** RFC 822 dates, as RSS 2.0 requires: Tue, 17 Jun 2025 00:00:00 GMT. */
export function rfc822(iso: string): string {
  return new Date(iso).toUTCString()
}

const tag = (name: string, value: string | undefined, indent: string) =>
  value === undefined ? '' : `${indent}<${name}>${escapeXml(value)}</${name}>\n`

export function buildRss(channel: FeedChannel, items: FeedItem[]): string {
  const newest = items
    .map((item) => item.pubDate)
    .sort()
    .at(-1)
  const body = items
    .map(
      (item) =>
        '    <item>\n' +
        tag('title', item.title, '      ') +
        tag('link', item.link, '      ') +
        `      <guid isPermaLink="true">${escapeXml(item.link)}</guid>\n` +
        tag('pubDate', rfc822(item.pubDate), '      ') +
        tag('description', item.description, '      ') +
        tag('category', item.category, '      ') +
        tag('dc:creator', item.author, '      ') +
        '    </item>\n',
    )
    .join('')
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">\n' +
    '  <channel>\n' +
    tag('title', channel.title, '    ') +
    tag('link', channel.link, '    ') +
    tag('description', channel.description, '    ') +
    tag('language', channel.language, '    ') +
    tag('lastBuildDate', newest && rfc822(newest), '    ') +
    `    <atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>\n` +
    body +
    '  </channel>\n' +
    '</rss>\n'
  )
}
