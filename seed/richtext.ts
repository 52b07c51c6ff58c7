import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { Payload } from 'payload'

/** Seed copy is written as Markdown and stored as the Lexical JSON the admin edits. */
export async function markdownToRichText(payload: Payload, markdown: string) {
  const editorConfig = await editorConfigFactory.default({ config: payload.config })
  return convertMarkdownToLexical({ editorConfig, markdown })
}
