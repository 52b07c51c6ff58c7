import type { DashboardConfig, WidgetInstance } from 'payload'

const widget = (slug: string, exportName: string, label: string) => ({
  slug,
  label,
  Component: `/src/admin/dashboard/${exportName}`,
  minWidth: 'medium' as const,
})

/**
 * The admin's home per role: ops see the submissions they work on; marketers what is scheduled,
 * what changed this week and the claims that disagree, above the content collections; admins
 * both. Each person may rearrange theirs (Payload keeps it as a preference).
 */
export const dashboard: DashboardConfig = {
  widgets: [
    widget('submission-counts', 'OpsWidgets#SubmissionCounts', 'Onboarding at a glance'),
    widget('new-submissions', 'OpsWidgets#NewSubmissions', 'New submissions'),
    widget('undelivered-briefs', 'OpsWidgets#UndeliveredBriefs', 'Briefs not delivered'),
    widget('scheduled', 'MarketingWidgets#Scheduled', 'Scheduled publishing'),
    widget('recent-changes', 'MarketingWidgets#RecentChanges', 'Changed this week'),
    widget('claim-conflicts', 'MarketingWidgets#ClaimConflicts', 'Claim conflicts'),
  ],
  defaultLayout: ({ req }) => {
    const role = (req.user as { role?: string } | null)?.role
    const ops: WidgetInstance[] = [
      { widgetSlug: 'submission-counts', width: 'full' },
      { widgetSlug: 'new-submissions', width: 'medium' },
      { widgetSlug: 'undelivered-briefs', width: 'medium' },
    ]
    const marketing: WidgetInstance[] = [
      { widgetSlug: 'scheduled', width: 'medium' },
      { widgetSlug: 'claim-conflicts', width: 'medium' },
      { widgetSlug: 'recent-changes', width: 'full' },
    ]
    const content: WidgetInstance[] = [{ widgetSlug: 'collections', width: 'full' }]
    if (role === 'ops') return ops
    if (role === 'marketer') return [...marketing, ...content]
    return [...ops, ...marketing, ...content]
  },
}
