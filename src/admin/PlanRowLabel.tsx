'use client'
import { useRowLabel } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

let planNames: Promise<Map<number, string>> | null = null

/** Every plan's name by id, fetched once per admin session (drafts included). */
function loadPlanNames(): Promise<Map<number, string>> {
  planNames ??= fetch('/api/plans?depth=0&limit=100&draft=true&select[name]=true', {
    credentials: 'include',
  })
    .then((res) => (res.ok ? res.json() : { docs: [] }))
    .then(
      ({ docs }: { docs: Array<{ id: number; name: string }> }) =>
        new Map(docs.map((d) => [d.id, d.name])),
    )
  return planNames
}

type Row = { plan?: number | { id: number; name?: string } | null; monthlyGbp?: number | null }

/** A price-book row labelled by its plan and monthly price: "Leadpilot · £669 a month". */
export function PlanRowLabel() {
  const { data, rowNumber } = useRowLabel<Row>()
  const id = typeof data?.plan === 'object' ? data?.plan?.id : data?.plan
  const [name, setName] = useState<string | null>(
    typeof data?.plan === 'object' ? (data.plan?.name ?? null) : null,
  )
  useEffect(() => {
    if (!id) return
    let live = true
    void loadPlanNames().then((names) => live && setName(names.get(id) ?? null))
    return () => {
      live = false
    }
  }, [id])
  const price =
    typeof data?.monthlyGbp === 'number'
      ? ` · £${data.monthlyGbp.toLocaleString('en-GB')} a month`
      : ''
  return (
    <span>{name ? `${name}${price}` : `Plan ${String((rowNumber ?? 0) + 1)} (choose a plan)`}</span>
  )
}
