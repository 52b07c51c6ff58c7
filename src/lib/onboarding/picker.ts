/**
 * Rules for the ICP pickers (selecting toggles an option, chips allow removal, industry chips are
 * cut at 30 characters), kept apart from the cmdk/Radix rendering so they can be unit-tested.
 */

/** Lower case without accents, so 'sao tome' finds 'São Tomé and Príncipe'. */
export function foldForSearch(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/** True when every word of the search appears in the option (in any order). */
export function matchesSearch(option: string, search: string): boolean {
  const words = foldForSearch(search).split(' ').filter(Boolean)
  if (words.length === 0) return true
  const folded = foldForSearch(option)
  return words.every((word) => folded.includes(word))
}

/** Adds the value when it is not selected, removes it when it is; keeps the options' order. */
export function toggleValue(
  selected: readonly string[],
  value: string,
  order: readonly string[],
): string[] {
  if (selected.includes(value)) return selected.filter((item) => item !== value)
  const next = new Set([...selected, value])
  const known = order.filter((option) => next.has(option))
  const unknown = [...next].filter((item) => !order.includes(item))
  return [...known, ...unknown]
}

/** The picker button's text: the placeholder, or how many are selected. */
export function pickerSummary(count: number, placeholder: string): string {
  if (count === 0) return placeholder
  return `${count} selected`
}
