import * as migration_20261122_031004_initial from './20261122_031004_initial'

export const migrations = [
  {
    up: migration_20261122_031004_initial.up,
    down: migration_20261122_031004_initial.down,
    name: '20261122_031004_initial',
  },
]
