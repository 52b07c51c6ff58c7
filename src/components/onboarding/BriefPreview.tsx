import { createElement, type ReactNode } from 'react'
import { parseMarkdown, type MarkdownInline } from '@/lib/onboarding/markdown'

function inline(nodes: readonly MarkdownInline[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.type === 'text') return node.text
    if (node.type === 'break') return <br key={index} />
    return <strong key={index}>{inline(node.children)}</strong>
  })
}

/**
 * The brief's Markdown as React elements (text nodes only: nothing the visitor typed can become
 * markup). Markdown headings start one level below `headingLevel`.
 */
export function BriefPreview({
  markdown,
  headingLevel,
}: {
  markdown: string
  headingLevel: number
}) {
  return (
    <div className="prose-lp [&_h2]:mt-0 [&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-semibold">
      {parseMarkdown(markdown).map((block, index) => {
        if (block.type === 'heading') {
          const level = Math.min(headingLevel + block.level, 6)
          return createElement(`h${level}`, { key: index }, inline(block.children))
        }
        if (block.type === 'paragraph') return <p key={index}>{inline(block.children)}</p>
        const items = block.items.map((item, i) => <li key={i}>{inline(item)}</li>)
        return block.ordered ? (
          <ol key={index} start={block.start === 1 ? undefined : block.start}>
            {items}
          </ol>
        ) : (
          <ul key={index}>{items}</ul>
        )
      })}
    </div>
  )
}
