/**
 * A small parser for the front matter our seed articles use: a block between two `---` lines at
 * the very top, one `key: value` pair per line, values optionally wrapped in single or double
 * quotes. It is deliberately not full YAML (no nesting, lists or multi-line values), which the
 * articles never need.
 */
export type Frontmatter = { data: Record<string, string>; body: string }

const FENCE = /^---[ \t]*$/

export function parseFrontmatter(source: string): Frontmatter {
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/)
  if (!FENCE.test(lines[0] ?? '')) return { data: {}, body: source }
  const end = lines.findIndex((line, i) => i > 0 && FENCE.test(line))
  if (end < 0) throw new Error('Front matter opened with --- but never closed.')

  const data: Record<string, string> = {}
  for (const [offset, line] of lines.slice(1, end).entries()) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue
    const match = /^([A-Za-z_][\w-]*)[ \t]*:(.*)$/.exec(line)
    if (!match) throw new Error(`Front matter line ${offset + 2} is not "key: value": ${line}`)
    data[match[1]] = unquote(match[2].trim())
  }
  return {
    data,
    body: lines
      .slice(end + 1)
      .join('\n')
      .replace(/^\n+/, ''),
  }
}

function unquote(value: string): string {
  const quote = value[0]
  if ((quote === '"' || quote === "'") && value.length >= 2 && value.endsWith(quote)) {
    const inner = value.slice(1, -1)
    return quote === '"' ? inner.replace(/\\(["\\])/g, '$1') : inner.replace(/''/g, "'")
  }
  return value
}

/** The fields a seed article must declare, checked so a typo fails the seed loudly. */
export function requireFields<K extends string>(
  data: Record<string, string>,
  keys: readonly K[],
  source: string,
): Record<K, string> {
  const missing = keys.filter((key) => !data[key])
  if (missing.length) throw new Error(`${source}: front matter is missing ${missing.join(', ')}`)
  return Object.fromEntries(keys.map((key) => [key, data[key]])) as Record<K, string>
}
