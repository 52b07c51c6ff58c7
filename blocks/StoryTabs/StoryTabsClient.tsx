'use client'

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'

type Story = {
  id: string
  label: string
  heading: string
  points: Array<{ title: string; text: string }>
}

/** Radix tabs: single-select, cannot be unselected, arrow keys move between tabs. */
export function StoryTabsClient({ stories }: { stories: Story[] }) {
  return (
    <Tabs defaultValue={stories[0].id} className="flex flex-col items-center">
      <TabsList aria-label="Client stories">
        {stories.map((story) => (
          <TabsTrigger key={story.id} value={story.id}>
            {story.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {stories.map((story) => (
        <TabsContent key={story.id} value={story.id} className="mt-8 w-full">
          <h3 className="mb-6 text-center text-2xl font-bold">{story.heading}</h3>
          <dl className="grid gap-4 sm:grid-cols-2">
            {story.points.map((point) => (
              <div key={point.title} className="surface p-6">
                <dt className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                  {point.title}
                </dt>
                <dd className="mt-2 text-ink">{point.text}</dd>
              </div>
            ))}
          </dl>
        </TabsContent>
      ))}
    </Tabs>
  )
}
