/**
 * Where to go once signed in: a path inside the admin from the `redirect` query, else the admin's
 * home (never another site).
 */
export function safeRedirect(value: unknown, admin: string): string {
  const path = Array.isArray(value) ? value[0] : value
  if (typeof path !== 'string' || /\\|\/\/|^\/?[^/]*:/.test(path)) return admin
  return path === admin || path.startsWith(`${admin}/`) || path.startsWith(`${admin}?`)
    ? path
    : admin
}
