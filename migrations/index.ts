import * as migration_20261122_021619_initial from './20261122_021619_initial'

export const migrations = [
  {
    up: migration_20261122_021619_initial.up,
    down: migration_20261122_021619_initial.down,
    name: '20261122_021619_initial',
  },
]
