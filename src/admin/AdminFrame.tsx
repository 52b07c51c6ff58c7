import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps, TypedUser } from 'payload'
import { redirect } from 'next/navigation'
import type { ReactNode } from 'react'

/**
 * The signed-in staff member of a custom admin view. Payload treats custom views as public:
 * signed-out visitors go to the sign-in first, and come back to `path` after it.
 */
export function staffUser({ initPageResult }: AdminViewServerProps, path: string): TypedUser {
  const { req, permissions } = initPageResult
  if (!req.user || !permissions.canAccessAdmin) {
    const admin = req.payload.config.routes.admin
    redirect(`${admin}/login?redirect=${encodeURIComponent(`${admin}${path}`)}`)
  }
  return req.user
}

/** A custom admin view inside the admin's navigation and header. */
export function AdminFrame({
  props: { initPageResult, params, searchParams },
  className,
  children,
}: {
  props: AdminViewServerProps
  className: string
  children: ReactNode
}) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user || undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter className={className}>{children}</Gutter>
    </DefaultTemplate>
  )
}
