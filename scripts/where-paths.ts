/**
 * Prints, as JSON, every path a REST `where` can name in every collection of the Payload config,
 * each with its kind, and the query operators Payload supports. The fuzz suite
 * (tests/e2e/fuzz-support.ts) runs it, so its queries follow the config rather than a copied list.
 *
 * A kind is the field's type ('date', 'blocks', 'relationship (polymorphic)'), prefixed by where
 * it sits: 'in array: text' inside an array, group or block, 'via relationship: date' through a
 * relationship into the related collection.
 */
import type { FlattenedField, SanitizedConfig } from 'payload'
import { validOperators } from 'payload/shared'

export type WherePath = { path: string; kind: string }
export type WherePaths = {
  operators: string[]
  collections: { slug: string; paths: WherePath[] }[]
}

const polymorphic = (field: FlattenedField) =>
  (field.type === 'relationship' || field.type === 'upload') && Array.isArray(field.relationTo)

function kindOf(field: FlattenedField): string {
  return polymorphic(field) ? `${field.type} (polymorphic)` : field.type
}

/** The fields a path can continue into after `field`, and how that step is named. */
function inside(
  field: FlattenedField,
  config: SanitizedConfig,
): { fields: FlattenedField[]; via: string } | undefined {
  if (field.type === 'blocks') {
    const blocks = field.blocks.length
      ? field.blocks
      : (field.blockReferences ?? []).flatMap((ref) =>
          typeof ref === 'string' ? (config.blocks?.filter((b) => b.slug === ref) ?? []) : [ref],
        )
    const fields = blocks.flatMap((block) => block.flattenedFields)
    return {
      fields: [{ name: 'blockType', type: 'text' } as FlattenedField, ...fields],
      via: 'in blocks',
    }
  }
  if ('flattenedFields' in field && field.flattenedFields) {
    return { fields: field.flattenedFields, via: `in ${field.type}` }
  }
  if ((field.type === 'relationship' || field.type === 'upload') && !polymorphic(field)) {
    const target = config.collections.find((c) => c.slug === field.relationTo)
    return target && { fields: target.flattenedFields, via: `via ${field.type}` }
  }
  return undefined
}

function paths(
  fields: FlattenedField[],
  config: SanitizedConfig,
  prefix = '',
  via = '',
  depth = 0,
): WherePath[] {
  const found: WherePath[] = []
  const seen = new Set<string>()
  for (const field of fields) {
    const path = `${prefix}${field.name}`
    if (seen.has(path)) continue
    seen.add(path)
    found.push({ path, kind: `${via}${kindOf(field)}` })
    if (polymorphic(field)) {
      found.push({ path: `${path}.value`, kind: `${via}${kindOf(field)}: value` })
      found.push({ path: `${path}.relationTo`, kind: `${via}${kindOf(field)}: relationTo` })
    }
    const next = depth < 2 ? inside(field, config) : undefined
    // One step through a relationship: the related collection's own fields are listed there.
    if (next && !(depth > 0 && next.via.startsWith('via'))) {
      found.push(...paths(next.fields, config, `${path}.`, `${next.via}: `, depth + 1))
    }
  }
  return found
}

export function wherePaths(config: SanitizedConfig): WherePaths {
  return {
    operators: [...validOperators],
    collections: config.collections.map((collection) => ({
      slug: collection.slug,
      paths: paths(collection.flattenedFields, config),
    })),
  }
}

if (process.argv[1]?.endsWith('where-paths.ts')) {
  const { default: config } = await import('@payload-config')
  process.stdout.write(JSON.stringify(wherePaths(await config)))
  process.exit(0)
}
