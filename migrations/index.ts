import * as migration_20261122_033119_initial from './20261122_033119_initial'
import * as migration_20261123_222938_site_ready from './20261123_222938_site_ready'
import * as migration_20261124_192007_logo_strip from './20261124_192007_logo_strip'
import * as migration_20261126_052814_password_reset_job from './20261126_052814_password_reset_job'
import * as migration_20261127_051541_security_round_two from './20261127_051541_security_round_two'
import * as migration_20261127_055506_derived_prices from './20261127_055506_derived_prices'
import * as migration_20261127_060054_one_csv_export from './20261127_060054_one_csv_export'
import * as migration_20261127_093842_privacy_retention from './20261127_093842_privacy_retention'
import * as migration_20261127_094837_staff_second_factor from './20261127_094837_staff_second_factor'
import * as migration_20261127_131441_data_requests from './20261127_131441_data_requests'
import * as migration_20261127_131459_client_confirmation from './20261127_131459_client_confirmation'
import * as migration_20261127_132805_chosen_plan from './20261127_132805_chosen_plan'
import * as migration_20261127_133134_privacy_complaints from './20261127_133134_privacy_complaints'
import * as migration_20261127_134740_bookings from './20261127_134740_bookings'
import * as migration_20261127_160617_onboarding_drafts from './20261127_160617_onboarding_drafts'
import * as migration_20261127_170340_webhooks from './20261127_170340_webhooks'
import * as migration_20261127_191230_site_search from './20261127_191230_site_search'
import * as migration_20261127_203324_nav_brand_people from './20261127_203324_nav_brand_people'
import * as migration_20261127_203816_page_search_engines from './20261127_203816_page_search_engines'
import * as migration_20261128_001038_session_45 from './20261128_001038_session_45'
import * as migration_20261128_001039_hero_image_choice from './20261128_001039_hero_image_choice'
import * as migration_20261128_031529_chat_days_away from './20261128_031529_chat_days_away'
import * as migration_20261128_031530_chat_bank_holidays from './20261128_031530_chat_bank_holidays'
import * as migration_20261128_062257_untouched_drafts from './20261128_062257_untouched_drafts'
import * as migration_20261128_062818_content_layout from './20261128_062818_content_layout'
import * as migration_20261128_063920_landing_visits from './20261128_063920_landing_visits'
import * as migration_20261128_185307_avif_sizes from './20261128_185307_avif_sizes'

export const migrations = [
  {
    up: migration_20261122_033119_initial.up,
    down: migration_20261122_033119_initial.down,
    name: '20261122_033119_initial',
  },
  {
    up: migration_20261123_222938_site_ready.up,
    down: migration_20261123_222938_site_ready.down,
    name: '20261123_222938_site_ready',
  },
  {
    up: migration_20261124_192007_logo_strip.up,
    down: migration_20261124_192007_logo_strip.down,
    name: '20261124_192007_logo_strip',
  },
  {
    up: migration_20261126_052814_password_reset_job.up,
    down: migration_20261126_052814_password_reset_job.down,
    name: '20261126_052814_password_reset_job',
  },
  {
    up: migration_20261127_051541_security_round_two.up,
    down: migration_20261127_051541_security_round_two.down,
    name: '20261127_051541_security_round_two',
  },
  {
    up: migration_20261127_055506_derived_prices.up,
    down: migration_20261127_055506_derived_prices.down,
    name: '20261127_055506_derived_prices',
  },
  {
    up: migration_20261127_060054_one_csv_export.up,
    down: migration_20261127_060054_one_csv_export.down,
    name: '20261127_060054_one_csv_export',
  },
  {
    up: migration_20261127_093842_privacy_retention.up,
    down: migration_20261127_093842_privacy_retention.down,
    name: '20261127_093842_privacy_retention',
  },
  {
    up: migration_20261127_094837_staff_second_factor.up,
    down: migration_20261127_094837_staff_second_factor.down,
    name: '20261127_094837_staff_second_factor',
  },
  {
    up: migration_20261127_131441_data_requests.up,
    down: migration_20261127_131441_data_requests.down,
    name: '20261127_131441_data_requests',
  },
  {
    up: migration_20261127_131459_client_confirmation.up,
    down: migration_20261127_131459_client_confirmation.down,
    name: '20261127_131459_client_confirmation',
  },
  {
    up: migration_20261127_132805_chosen_plan.up,
    down: migration_20261127_132805_chosen_plan.down,
    name: '20261127_132805_chosen_plan',
  },
  {
    up: migration_20261127_133134_privacy_complaints.up,
    down: migration_20261127_133134_privacy_complaints.down,
    name: '20261127_133134_privacy_complaints',
  },
  {
    up: migration_20261127_134740_bookings.up,
    down: migration_20261127_134740_bookings.down,
    name: '20261127_134740_bookings',
  },
  {
    up: migration_20261127_160617_onboarding_drafts.up,
    down: migration_20261127_160617_onboarding_drafts.down,
    name: '20261127_160617_onboarding_drafts',
  },
  {
    up: migration_20261127_170340_webhooks.up,
    down: migration_20261127_170340_webhooks.down,
    name: '20261127_170340_webhooks',
  },
  {
    up: migration_20261127_191230_site_search.up,
    down: migration_20261127_191230_site_search.down,
    name: '20261127_191230_site_search',
  },
  {
    up: migration_20261127_203324_nav_brand_people.up,
    down: migration_20261127_203324_nav_brand_people.down,
    name: '20261127_203324_nav_brand_people',
  },
  {
    up: migration_20261127_203816_page_search_engines.up,
    down: migration_20261127_203816_page_search_engines.down,
    name: '20261127_203816_page_search_engines',
  },
  {
    up: migration_20261128_001038_session_45.up,
    down: migration_20261128_001038_session_45.down,
    name: '20261128_001038_session_45',
  },
  {
    up: migration_20261128_001039_hero_image_choice.up,
    down: migration_20261128_001039_hero_image_choice.down,
    name: '20261128_001039_hero_image_choice',
  },
  {
    up: migration_20261128_031529_chat_days_away.up,
    down: migration_20261128_031529_chat_days_away.down,
    name: '20261128_031529_chat_days_away',
  },
  {
    up: migration_20261128_031530_chat_bank_holidays.up,
    down: migration_20261128_031530_chat_bank_holidays.down,
    name: '20261128_031530_chat_bank_holidays',
  },
  {
    up: migration_20261128_062257_untouched_drafts.up,
    down: migration_20261128_062257_untouched_drafts.down,
    name: '20261128_062257_untouched_drafts',
  },
  {
    up: migration_20261128_062818_content_layout.up,
    down: migration_20261128_062818_content_layout.down,
    name: '20261128_062818_content_layout',
  },
  {
    up: migration_20261128_063920_landing_visits.up,
    down: migration_20261128_063920_landing_visits.down,
    name: '20261128_063920_landing_visits',
  },
  {
    up: migration_20261128_185307_avif_sizes.up,
    down: migration_20261128_185307_avif_sizes.down,
    name: '20261128_185307_avif_sizes',
  },
]
