import * as migration_20261122_135552_initial from './20261122_135552_initial';
import * as migration_20261122_152714_content_model from './20261122_152714_content_model';
import * as migration_20261123_003037_legal_version_dates_and_history_seo from './20261123_003037_legal_version_dates_and_history_seo';

export const migrations = [
  {
    up: migration_20261122_135552_initial.up,
    down: migration_20261122_135552_initial.down,
    name: '20261122_135552_initial',
  },
  {
    up: migration_20261122_152714_content_model.up,
    down: migration_20261122_152714_content_model.down,
    name: '20261122_152714_content_model',
  },
  {
    up: migration_20261123_003037_legal_version_dates_and_history_seo.up,
    down: migration_20261123_003037_legal_version_dates_and_history_seo.down,
    name: '20261123_003037_legal_version_dates_and_history_seo'
  },
];
