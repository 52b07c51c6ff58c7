/** Calls the second factor's endpoints (`/api/users/…`) from the admin, with its cookie. */
export async function secondFactorApi<T = { message?: string }>(
  path: string,
  { method = 'POST', body }: { method?: 'GET' | 'POST' | 'DELETE'; body?: unknown } = {},
): Promise<T> {
  const res = await fetch(`/api/users${path}`, {
    method,
    credentials: 'include',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = await res.json().catch(() => ({}))
  if (!res.ok) {
    const message = json?.errors?.[0]?.message ?? json?.message
    throw new Error(
      typeof message === 'string' ? message : 'Something went wrong. Please try again.',
    )
  }
  return json as T
}

/** The message of a failed call, for the form's alert. */
export const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.'
