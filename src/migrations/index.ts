import * as migration_20261122_135552_initial from './20261122_135552_initial';

export const migrations = [
  {
    up: migration_20261122_135552_initial.up,
    down: migration_20261122_135552_initial.down,
    name: '20261122_135552_initial'
  },
];
