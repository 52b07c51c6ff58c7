import * as migration_20261122_025621_initial from './20261122_025621_initial'

export const migrations = [
  {
    up: migration_20261122_025621_initial.up,
    down: migration_20261122_025621_initial.down,
    name: '20261122_025621_initial',
  },
]
