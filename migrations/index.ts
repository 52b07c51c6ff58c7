import * as migration_20261122_033119_initial from './20261122_033119_initial'

export const migrations = [
  {
    up: migration_20261122_033119_initial.up,
    down: migration_20261122_033119_initial.down,
    name: '20261122_033119_initial',
  },
]
