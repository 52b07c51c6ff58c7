import * as migration_20261122_024712_initial from './20261122_024712_initial'

export const migrations = [
  {
    up: migration_20261122_024712_initial.up,
    down: migration_20261122_024712_initial.down,
    name: '20261122_024712_initial',
  },
]
