/**
 * Toasts through sonner, loaded on first use: the toast library stays out of the wizard's
 * first-load JavaScript. The wizard mounts sonner's <Toaster /> (also loaded lazily).
 */
export function notify(kind: 'success' | 'error', title: string, description?: string) {
  void import('sonner').then(({ toast }) => {
    toast[kind](title, description ? { description } : undefined)
  })
}
