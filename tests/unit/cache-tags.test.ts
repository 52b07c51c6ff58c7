import { describe, expect, it } from 'vitest'
import { affectsLivePages, changedTags, collectionTag, documentTag } from '@/lib/cache-tags'

describe('changedTags', () => {
  it('expires the collection and the document by slug, before and after a rename', () => {
    expect(changedTags('pages', { id: 3, slug: 'about' }, { id: 3, slug: 'about-us' })).toEqual([
      collectionTag('pages'),
      documentTag('pages', 'about'),
      documentTag('pages', 'about-us'),
    ])
  })

  it('uses the id for documents without a slug, and names each tag once', () => {
    expect(changedTags('claims', { id: 7 }, { id: 7 })).toEqual([
      'collection:claims',
      'collection:claims:7',
    ])
    expect(changedTags('faq-items', undefined, null)).toEqual(['collection:faq-items'])
  })
})

describe('affectsLivePages', () => {
  it('on publish, unpublish and unversioned saves, not on drafts of unpublished documents', () => {
    expect(affectsLivePages({ _status: 'published' }, { _status: 'draft' })).toBe(true)
    expect(affectsLivePages({ _status: 'draft' }, { _status: 'published' })).toBe(true)
    expect(affectsLivePages({ _status: 'draft' }, { _status: 'draft' })).toBe(false)
    expect(affectsLivePages({ _status: 'draft' }, undefined)).toBe(false)
    expect(affectsLivePages({}, undefined)).toBe(true)
  })
})
