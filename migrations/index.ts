import * as migration_20261122_025531_initial from './20261122_025531_initial'

export const migrations = [
  {
    up: migration_20261122_025531_initial.up,
    down: migration_20261122_025531_initial.down,
    name: '20261122_025531_initial',
  },
]
