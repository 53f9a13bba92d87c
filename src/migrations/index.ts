import * as migration_20261122_135552_initial from './20261122_135552_initial';
import * as migration_20261122_152714_content_model from './20261122_152714_content_model';
import * as migration_20261123_002837_contact_inbox_delivery from './20261123_002837_contact_inbox_delivery';
import * as migration_20261123_013033_legal_versions_and_doctor_accounts from './20261123_013033_legal_versions_and_doctor_accounts';
import * as migration_20261123_180247_search from './20261123_180247_search';
import * as migration_20261123_180414_landing_hero_chat from './20261123_180414_landing_hero_chat';
import * as migration_20261123_181726_legal_created_by from './20261123_181726_legal_created_by';
import * as migration_20261123_190013_redirects from './20261123_190013_redirects';
import * as migration_20261123_195456_merged_schema_snapshot from './20261123_195456_merged_schema_snapshot';
import * as migration_20261123_212705_media_storage from './20261123_212705_media_storage';
import * as migration_20261124_221500_restorable_search_and_content_epoch from './20261124_221500_restorable_search_and_content_epoch';
import * as migration_20261124_221507_contact_submission_key from './20261124_221507_contact_submission_key';
import * as migration_20261124_222818_staff_invitation_token from './20261124_222818_staff_invitation_token';
import * as migration_20261124_223418_site_settings_opening_hours from './20261124_223418_site_settings_opening_hours';
import * as migration_20261124_234630_merged_schema_snapshot from './20261124_234630_merged_schema_snapshot';
import * as migration_20261125_013347_releases from './20261125_013347_releases';
import * as migration_20261125_014641_contact_inbox from './20261125_014641_contact_inbox';
import * as migration_20261125_020500_search_nearest_words from './20261125_020500_search_nearest_words';
import * as migration_20261125_022228_legal_effective_withdrawal from './20261125_022228_legal_effective_withdrawal';
import * as migration_20261125_022235_content_translation_health from './20261125_022235_content_translation_health';
import * as migration_20261125_023452_content_drafts from './20261125_023452_content_drafts';
import * as migration_20261125_023543_legal_acceptances from './20261125_023543_legal_acceptances';
import * as migration_20261125_031429_merged_schema_snapshot from './20261125_031429_merged_schema_snapshot';
import * as migration_20261125_044040_content_health from './20261125_044040_content_health';
import * as migration_20261128_123007_pages from './20261128_123007_pages';
import * as migration_20261128_160217_page_links_search_missing_content from './20261128_160217_page_links_search_missing_content';
import * as migration_20261128_163836_data_rights_requests from './20261128_163836_data_rights_requests';
import * as migration_20261128_170440_merged_schema_snapshot from './20261128_170440_merged_schema_snapshot';
import * as migration_20261128_200912_redirect_per_language from './20261128_200912_redirect_per_language';
import * as migration_20261128_223142_page_contact_form_block from './20261128_223142_page_contact_form_block';
import * as migration_20261128_223306_doctor_email_verified from './20261128_223306_doctor_email_verified';
import * as migration_20261128_223537_data_rights_answer_by from './20261128_223537_data_rights_answer_by';
import * as migration_20261129_001700_merged_schema_snapshot_2 from './20261129_001700_merged_schema_snapshot_2';
import * as migration_20261129_024825_placed_live_note from './20261129_024825_placed_live_note';
import * as migration_20261129_130356_saved_by from './20261129_130356_saved_by';

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
    up: migration_20261123_002837_contact_inbox_delivery.up,
    down: migration_20261123_002837_contact_inbox_delivery.down,
    name: '20261123_002837_contact_inbox_delivery',
  },
  {
    up: migration_20261123_013033_legal_versions_and_doctor_accounts.up,
    down: migration_20261123_013033_legal_versions_and_doctor_accounts.down,
    name: '20261123_013033_legal_versions_and_doctor_accounts',
  },
  {
    up: migration_20261123_180247_search.up,
    down: migration_20261123_180247_search.down,
    name: '20261123_180247_search',
  },
  {
    up: migration_20261123_180414_landing_hero_chat.up,
    down: migration_20261123_180414_landing_hero_chat.down,
    name: '20261123_180414_landing_hero_chat',
  },
  {
    up: migration_20261123_181726_legal_created_by.up,
    down: migration_20261123_181726_legal_created_by.down,
    name: '20261123_181726_legal_created_by',
  },
  {
    up: migration_20261123_190013_redirects.up,
    down: migration_20261123_190013_redirects.down,
    name: '20261123_190013_redirects',
  },
  {
    up: migration_20261123_195456_merged_schema_snapshot.up,
    down: migration_20261123_195456_merged_schema_snapshot.down,
    name: '20261123_195456_merged_schema_snapshot',
  },
  {
    up: migration_20261123_212705_media_storage.up,
    down: migration_20261123_212705_media_storage.down,
    name: '20261123_212705_media_storage',
  },
  {
    up: migration_20261124_221500_restorable_search_and_content_epoch.up,
    down: migration_20261124_221500_restorable_search_and_content_epoch.down,
    name: '20261124_221500_restorable_search_and_content_epoch',
  },
  {
    up: migration_20261124_221507_contact_submission_key.up,
    down: migration_20261124_221507_contact_submission_key.down,
    name: '20261124_221507_contact_submission_key',
  },
  {
    up: migration_20261124_222818_staff_invitation_token.up,
    down: migration_20261124_222818_staff_invitation_token.down,
    name: '20261124_222818_staff_invitation_token',
  },
  {
    up: migration_20261124_223418_site_settings_opening_hours.up,
    down: migration_20261124_223418_site_settings_opening_hours.down,
    name: '20261124_223418_site_settings_opening_hours',
  },
  {
    up: migration_20261124_234630_merged_schema_snapshot.up,
    down: migration_20261124_234630_merged_schema_snapshot.down,
    name: '20261124_234630_merged_schema_snapshot',
  },
  {
    up: migration_20261125_013347_releases.up,
    down: migration_20261125_013347_releases.down,
    name: '20261125_013347_releases',
  },
  {
    up: migration_20261125_014641_contact_inbox.up,
    down: migration_20261125_014641_contact_inbox.down,
    name: '20261125_014641_contact_inbox',
  },
  {
    up: migration_20261125_020500_search_nearest_words.up,
    down: migration_20261125_020500_search_nearest_words.down,
    name: '20261125_020500_search_nearest_words',
  },
  {
    up: migration_20261125_022228_legal_effective_withdrawal.up,
    down: migration_20261125_022228_legal_effective_withdrawal.down,
    name: '20261125_022228_legal_effective_withdrawal',
  },
  {
    up: migration_20261125_022235_content_translation_health.up,
    down: migration_20261125_022235_content_translation_health.down,
    name: '20261125_022235_content_translation_health',
  },
  {
    up: migration_20261125_023452_content_drafts.up,
    down: migration_20261125_023452_content_drafts.down,
    name: '20261125_023452_content_drafts',
  },
  {
    up: migration_20261125_023543_legal_acceptances.up,
    down: migration_20261125_023543_legal_acceptances.down,
    name: '20261125_023543_legal_acceptances',
  },
  {
    up: migration_20261125_031429_merged_schema_snapshot.up,
    down: migration_20261125_031429_merged_schema_snapshot.down,
    name: '20261125_031429_merged_schema_snapshot',
  },
  {
    up: migration_20261125_044040_content_health.up,
    down: migration_20261125_044040_content_health.down,
    name: '20261125_044040_content_health',
  },
  {
    up: migration_20261128_123007_pages.up,
    down: migration_20261128_123007_pages.down,
    name: '20261128_123007_pages',
  },
  {
    up: migration_20261128_160217_page_links_search_missing_content.up,
    down: migration_20261128_160217_page_links_search_missing_content.down,
    name: '20261128_160217_page_links_search_missing_content',
  },
  {
    up: migration_20261128_163836_data_rights_requests.up,
    down: migration_20261128_163836_data_rights_requests.down,
    name: '20261128_163836_data_rights_requests',
  },
  {
    up: migration_20261128_170440_merged_schema_snapshot.up,
    down: migration_20261128_170440_merged_schema_snapshot.down,
    name: '20261128_170440_merged_schema_snapshot',
  },
  {
    up: migration_20261128_200912_redirect_per_language.up,
    down: migration_20261128_200912_redirect_per_language.down,
    name: '20261128_200912_redirect_per_language',
  },
  {
    up: migration_20261128_223142_page_contact_form_block.up,
    down: migration_20261128_223142_page_contact_form_block.down,
    name: '20261128_223142_page_contact_form_block',
  },
  {
    up: migration_20261128_223306_doctor_email_verified.up,
    down: migration_20261128_223306_doctor_email_verified.down,
    name: '20261128_223306_doctor_email_verified',
  },
  {
    up: migration_20261128_223537_data_rights_answer_by.up,
    down: migration_20261128_223537_data_rights_answer_by.down,
    name: '20261128_223537_data_rights_answer_by',
  },
  {
    up: migration_20261129_001700_merged_schema_snapshot_2.up,
    down: migration_20261129_001700_merged_schema_snapshot_2.down,
    name: '20261129_001700_merged_schema_snapshot_2',
  },
  {
    up: migration_20261129_024825_placed_live_note.up,
    down: migration_20261129_024825_placed_live_note.down,
    name: '20261129_024825_placed_live_note',
  },
  {
    up: migration_20261129_130356_saved_by.up,
    down: migration_20261129_130356_saved_by.down,
    name: '20261129_130356_saved_by'
  },
];
