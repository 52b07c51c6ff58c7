// The floor of first-load JavaScript: an empty App Router app built with the project's Next.js.
export default function Layout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
