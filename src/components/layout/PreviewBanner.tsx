'use client'

import { usePathname } from 'next/navigation'

/**
 * Shown above the header of every page while this browser is in preview: it shows drafts, not
 * what visitors see. It scrolls away with the page, so that it never covers the sticky header.
 * "Exit preview" leaves preview and reloads the published version of the same page.
 */
export function PreviewBanner() {
  const pathname = usePathname()
  return (
    <div
      role="region"
      aria-label="Preview"
      className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-amber-300 px-4 py-2 text-sm text-gray-900"
    >
      <span>
        <strong>Preview:</strong> you are seeing drafts. Visitors see the published page.
      </span>
      {/* A plain link: the route turns preview off and returns here. */}
      <a
        href={`/next/exit-preview?path=${encodeURIComponent(pathname || '/')}`}
        className="font-semibold underline"
      >
        Exit preview
      </a>
    </div>
  )
}
