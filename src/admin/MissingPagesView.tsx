import type { AdminViewServerProps } from 'payload'
import { isEditorUser, published } from '@/lib/access'
import { listPublicPaths } from '@/data/public-paths'
import { AdminFrame, staffUser } from './AdminFrame'
import { redirectMissingPage } from './redirect-missing'
import './admin-views.scss'

const SHOWN = 50

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * Admin view for admins and marketers: the paths visitors most often found missing and still
 * missing (path and count, nothing about the visitors), each with a one-click redirect to a page
 * or article of the site.
 */
export async function MissingPagesView(props: AdminViewServerProps) {
  const user = staffUser(props, '/missing-pages')
  const { req } = props.initPageResult
  const query = props.searchParams ?? {}
  if (!isEditorUser(user)) {
    return (
      <AdminFrame props={props} className="admin-view">
        <h1>404s to fix</h1>
        <p>Only admins and marketers can fix missing pages.</p>
      </AdminFrame>
    )
  }
  const paths = (await listPublicPaths()).map(({ path }) => path).sort()
  // A path that has since been given a page, or that redirects, is no longer missing. The
  // redirects count too because a 404 counted just before its redirect was added is written a
  // moment later, after the row was taken off the list, and brings it back.
  const redirects = await req.payload.find({
    collection: 'redirects',
    where: published,
    select: { from: true },
    depth: 0,
    pagination: false,
  })
  const fixedPaths = [...paths, ...redirects.docs.map(({ from }) => from)]
  const { docs } = await req.payload.find({
    collection: 'missing-pages',
    where: { path: { not_in: fixedPaths } },
    sort: '-hits',
    limit: SHOWN,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const fixed = text(query.fixed)
  const error = text(query.error)

  return (
    <AdminFrame props={props} className="admin-view">
      <h1>404s to fix</h1>
      <p className="admin-view__summary">
        Addresses visitors opened that have no page, most frequent first (counted by the site’s own
        page-view beacon, so crawlers without JavaScript are left out). Send each to the page that
        replaced it: the redirect works at once.
      </p>
      {fixed ? (
        <p role="status">
          {fixed} now redirects to {text(query.to)}.
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="admin-view__error">
          {text(query.path) ? `${text(query.path)}: ` : ''}
          {error}
        </p>
      ) : null}
      <datalist id="site-pages">
        {paths.map((path) => (
          <option key={path} value={path} />
        ))}
      </datalist>
      {docs.length === 0 ? (
        <p>No missing pages recorded.</p>
      ) : (
        <table aria-label="Missing pages">
          <thead>
            <tr>
              <th scope="col">Path</th>
              <th scope="col">Times visited</th>
              <th scope="col">Redirect to…</th>
            </tr>
          </thead>
          <tbody>
            {docs.map((doc) => (
              <tr key={doc.id}>
                <th scope="row">
                  <code>{doc.path}</code>
                </th>
                <td>{doc.hits}</td>
                <td>
                  <form action={redirectMissingPage} className="admin-view__redirect">
                    <input type="hidden" name="from" value={doc.path} />
                    <input
                      name="to"
                      list="site-pages"
                      required
                      placeholder="/pricing-overview"
                      aria-label={`Redirect ${doc.path} to`}
                    />
                    <button type="submit" className="btn btn--style-primary btn--size-small">
                      Redirect
                    </button>
                  </form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AdminFrame>
  )
}
