import * as migration_20261122_030505_initial from './20261122_030505_initial'

export const migrations = [
  {
    up: migration_20261122_030505_initial.up,
    down: migration_20261122_030505_initial.down,
    name: '20261122_030505_initial',
  },
]
