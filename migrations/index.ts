import * as migration_20261122_022006_initial from './20261122_022006_initial';

export const migrations = [
  {
    up: migration_20261122_022006_initial.up,
    down: migration_20261122_022006_initial.down,
    name: '20261122_022006_initial'
  },
];
