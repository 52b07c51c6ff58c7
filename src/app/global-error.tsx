'use client'

/**
 * Shown only when the root layout itself fails (a page's own errors keep the site's header and
 * footer). It replaces the whole document, so it carries its own few styles. Its script is part of
 * every page's first load, which is why it is this small (Next.js's built-in one brought an icon and
 * a style sheet in JavaScript).
 */
export default function GlobalError({ retry }: { retry: () => void }) {
  return (
    <html lang="en-GB">
      <body
        style={{
          margin: 0,
          minHeight: '100vh',
          display: 'grid',
          placeItems: 'center',
          fontFamily: 'system-ui, sans-serif',
          color: '#0f172a',
          textAlign: 'center',
          padding: '1.5rem',
        }}
      >
        <main>
          <h1 style={{ fontSize: '1.75rem', margin: '0 0 0.75rem' }}>Something went wrong</h1>
          <p style={{ margin: '0 0 1.5rem', color: '#475569' }}>
            The page could not be shown just now. Please try again in a moment.
          </p>
          <button
            type="button"
            onClick={retry}
            style={{
              font: 'inherit',
              fontWeight: 600,
              padding: '0.625rem 1.25rem',
              borderRadius: '0.5rem',
              border: 0,
              background: '#1d4ed8',
              color: '#fff',
              cursor: 'pointer',
            }}
          >
            Try again
          </button>
        </main>
      </body>
    </html>
  )
}
