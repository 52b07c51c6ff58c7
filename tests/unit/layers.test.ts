import { ESLint } from 'eslint'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The layer rule of `npm run lint`, run on code placed in a given file of the tree: an import
 * from a layer above is refused, one from below is not, and so is a circle of imports.
 */
const IMPORT_RULES = new Set(['import/no-restricted-paths', 'import/no-cycle'])

const ruleIds = (results: ESLint.LintResult[]) =>
  results.flatMap((r) => r.messages.map((m) => m.ruleId ?? '')).filter((id) => IMPORT_RULES.has(id))

/** The layer rule on code that no file holds yet (the circle check needs files on disk). */
const layersOnly = new ESLint({ overrideConfig: { rules: { 'import/no-cycle': 'off' } } })
const importProblems = async (filePath: string, code: string) =>
  ruleIds(await layersOnly.lintText(code, { filePath }))

describe('import layers', () => {
  it.each([
    ['src/lib/new-rule.ts', "export { payloadClient } from '@/data/payload'\n"],
    ['src/lib/new-rule.ts', "export { logPoolErrors } from '@workarounds/database'\n"],
    ['collections/NewThing/index.ts', "export { default } from '@payload-config'\n"],
    ['blocks/NewBlock/config.ts', "export { RenderBlocks } from '../RenderBlocks'\n"],
    ['src/data/new-query.ts', "export { Header } from '@/components/layout/Header'\n"],
    ['src/components/NewPart.tsx', "export { RenderBlocks } from '@blocks/RenderBlocks'\n"],
    ['payload.config.ts', "export { ClaimsAudit } from './src/admin/ClaimsAudit'\n"],
  ])(
    'refuses an upward import in %s: %s',
    async (file, code) => {
      expect(await importProblems(file, code)).toEqual(['import/no-restricted-paths'])
    },
    30_000,
  )

  it.each([
    ['src/data/new-query.ts', "export { collectionTag } from '@/lib/cache-tags'\n"],
    ['collections/NewThing/index.ts', "export { isEditor } from '@/lib/access'\n"],
    ['blocks/NewBlock/Component.tsx', "export { getSettings } from '@/data/settings'\n"],
    ['src/admin/NewView.tsx', "export { auditClaims } from '@/lib/claims'\n"],
  ])(
    'allows a downward import in %s: %s',
    async (file, code) => {
      expect(await importProblems(file, code)).toEqual([])
    },
    30_000,
  )

  it('refuses a circle of imports', async () => {
    // Two files that import each other, in a folder of their own outside the tree, linted with
    // the project's config.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'layers-test-'))
    try {
      fs.writeFileSync(
        path.join(dir, 'a.ts'),
        "import { b } from './b'\nexport const a = () => b\n",
      )
      fs.writeFileSync(
        path.join(dir, 'b.ts'),
        "import { a } from './a'\nexport const b = () => a\n",
      )
      const lint = new ESLint({
        cwd: dir,
        overrideConfigFile: path.resolve('eslint.config.mjs'),
        ruleFilter: ({ ruleId }) => IMPORT_RULES.has(ruleId),
      })
      expect(ruleIds(await lint.lintFiles([dir]))).toEqual(['import/no-cycle', 'import/no-cycle'])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }, 30_000)
})
