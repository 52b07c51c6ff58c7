import { describe, expect, it } from 'vitest'
import {
  clampProgress,
  learningPathProgress,
  moduleButtonLabel,
  moduleState,
  stepState,
} from '@/lib/academy'

describe('moduleButtonLabel', () => {
  it('says Review Module for a completed module, whatever else is set', () => {
    expect(moduleButtonLabel({ isCompleted: true, isUnlocked: true, progress: 100 })).toBe(
      'Review Module',
    )
    expect(moduleButtonLabel({ isCompleted: true, isUnlocked: false, progress: 0 })).toBe(
      'Review Module',
    )
  })

  it('says Continue Learning when progress is above 0 and the module is not completed', () => {
    expect(moduleButtonLabel({ isCompleted: false, isUnlocked: true, progress: 45 })).toBe(
      'Continue Learning',
    )
    expect(moduleButtonLabel({ isCompleted: false, isUnlocked: true, progress: 1 })).toBe(
      'Continue Learning',
    )
    // Progress wins over the lock: the rule checks progress before unlocking.
    expect(moduleButtonLabel({ isCompleted: false, isUnlocked: false, progress: 10 })).toBe(
      'Continue Learning',
    )
    expect(moduleButtonLabel({ isCompleted: false, isUnlocked: true, progress: 100 })).toBe(
      'Continue Learning',
    )
  })

  it('says Start Module for an unlocked module with no progress', () => {
    expect(moduleButtonLabel({ isCompleted: false, isUnlocked: true, progress: 0 })).toBe(
      'Start Module',
    )
    expect(moduleButtonLabel({ isUnlocked: true, progress: null })).toBe('Start Module')
  })

  it('says Unlock Module for a locked module with no progress', () => {
    expect(moduleButtonLabel({ isCompleted: false, isUnlocked: false, progress: 0 })).toBe(
      'Unlock Module',
    )
    expect(moduleButtonLabel({})).toBe('Unlock Module')
  })
})

describe('moduleState', () => {
  it('follows the label precedence', () => {
    expect(moduleState({ isCompleted: true })).toBe('completed')
    expect(moduleState({ progress: 30, isUnlocked: true })).toBe('in-progress')
    expect(moduleState({ isUnlocked: true, progress: 0 })).toBe('not-started')
    expect(moduleState({ isUnlocked: false })).toBe('locked')
  })
})

describe('clampProgress', () => {
  it('keeps values between 0 and 100 as whole numbers; full value is 100', () => {
    expect(clampProgress(100)).toBe(100)
    expect(clampProgress(140)).toBe(100)
    expect(clampProgress(-5)).toBe(0)
    expect(clampProgress(33.4)).toBe(33)
    expect(clampProgress(null)).toBe(0)
    expect(clampProgress(Number.NaN)).toBe(0)
  })
})

describe('learning path', () => {
  const path = [
    { isCompleted: true, isActive: false },
    { isCompleted: true, isActive: false },
    { isCompleted: false, isActive: true },
    { isCompleted: false, isActive: false },
    { isCompleted: false, isActive: false },
    { isCompleted: false, isActive: false },
  ]

  it('marks steps completed, active or upcoming; completed wins over active', () => {
    expect(path.map(stepState)).toEqual([
      'completed',
      'completed',
      'active',
      'upcoming',
      'upcoming',
      'upcoming',
    ])
    expect(stepState({ isCompleted: true, isActive: true })).toBe('completed')
  })

  it('reports progress as the share of completed steps, complete when every step is done', () => {
    expect(learningPathProgress(path)).toBe(33)
    expect(learningPathProgress(path.map(() => ({ isCompleted: true })))).toBe(100)
    expect(learningPathProgress([])).toBe(0)
  })
})
