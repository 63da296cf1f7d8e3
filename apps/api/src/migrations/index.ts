import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000_foundation } from './Migration20261122000000_foundation';
import { Migration20261122100000_identity } from './Migration20261122100000_identity';
import { Migration20261122200000_catalogue_search } from './Migration20261122200000_catalogue_search';
import { Migration20261122300000_ordering } from './Migration20261122300000_ordering';
import { Migration20261122400000_payments } from './Migration20261122400000_payments';
import { Migration20261123000000_vaccination } from './Migration20261123000000_vaccination';
import { Migration20261123100000_back_office } from './Migration20261123100000_back_office';
import { Migration20261125100000_refunds } from './Migration20261125100000_refunds';
import { Migration20261125200000_first_order_and_addresses } from './Migration20261125200000_first_order_and_addresses';
import { Migration20261125300000_marketing_consent } from './Migration20261125300000_marketing_consent';
import { Migration20261125400000_reviews_and_contact } from './Migration20261125400000_reviews_and_contact';
import { Migration20261126100000_email_claims } from './Migration20261126100000_email_claims';
import { Migration20261126200000_versioned_events } from './Migration20261126200000_versioned_events';
import { Migration20261126400000_outbox_notify } from './Migration20261126400000_outbox_notify';
import { Migration20261127300000_product_change_marks } from './Migration20261127300000_product_change_marks';
import { Migration20261127500000_api_tokens } from './Migration20261127500000_api_tokens';
import { Migration20261127700000_product_change_notify } from './Migration20261127700000_product_change_notify';
import { Migration20261128100000_languages } from './Migration20261128100000_languages';
import { Migration20261128200000_webhooks } from './Migration20261128200000_webhooks';
import { Migration20261129100000_order_admission } from './Migration20261129100000_order_admission';
import { Migration20261129200000_account_change_notify } from './Migration20261129200000_account_change_notify';
import { Migration20261129300000_notify_after_commit } from './Migration20261129300000_notify_after_commit';
import { Migration20261129400000_order_admission_by_index } from './Migration20261129400000_order_admission_by_index';
import { Migration20261129500000_outbox_claim } from './Migration20261129500000_outbox_claim';
import { Migration20261129600000_product_change_marks_brin } from './Migration20261129600000_product_change_marks_brin';
import { Migration20261129700000_reserve_stock } from './Migration20261129700000_reserve_stock';
import { Migration20261206100000_login_codes } from './Migration20261206100000_login_codes';
import { Migration20261207200000_rules_back_in_typescript } from './Migration20261207200000_rules_back_in_typescript';
import { Migration20261207100000_drop_account_change_notify } from './Migration20261207100000_drop_account_change_notify';

/** Every committed migration, in order. Listed explicitly so dist and tests run the same set. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122000000_foundation', class: Migration20261122000000_foundation },
  { name: 'Migration20261122100000_identity', class: Migration20261122100000_identity },
  { name: 'Migration20261122200000_catalogue_search', class: Migration20261122200000_catalogue_search },
  { name: 'Migration20261122300000_ordering', class: Migration20261122300000_ordering },
  { name: 'Migration20261122400000_payments', class: Migration20261122400000_payments },
  { name: 'Migration20261123000000_vaccination', class: Migration20261123000000_vaccination },
  { name: 'Migration20261123100000_back_office', class: Migration20261123100000_back_office },
  { name: 'Migration20261125100000_refunds', class: Migration20261125100000_refunds },
  {
    name: 'Migration20261125200000_first_order_and_addresses',
    class: Migration20261125200000_first_order_and_addresses,
  },
  { name: 'Migration20261125300000_marketing_consent', class: Migration20261125300000_marketing_consent },
  { name: 'Migration20261125400000_reviews_and_contact', class: Migration20261125400000_reviews_and_contact },
  { name: 'Migration20261126100000_email_claims', class: Migration20261126100000_email_claims },
  { name: 'Migration20261126200000_versioned_events', class: Migration20261126200000_versioned_events },
  { name: 'Migration20261126400000_outbox_notify', class: Migration20261126400000_outbox_notify },
  {
    name: 'Migration20261127300000_product_change_marks',
    class: Migration20261127300000_product_change_marks,
  },
  { name: 'Migration20261127500000_api_tokens', class: Migration20261127500000_api_tokens },
  {
    name: 'Migration20261127700000_product_change_notify',
    class: Migration20261127700000_product_change_notify,
  },
  { name: 'Migration20261128100000_languages', class: Migration20261128100000_languages },
  { name: 'Migration20261128200000_webhooks', class: Migration20261128200000_webhooks },
  {
    name: 'Migration20261129100000_order_admission',
    class: Migration20261129100000_order_admission,
  },
  {
    name: 'Migration20261129200000_account_change_notify',
    class: Migration20261129200000_account_change_notify,
  },
  {
    name: 'Migration20261129300000_notify_after_commit',
    class: Migration20261129300000_notify_after_commit,
  },
  {
    name: 'Migration20261129400000_order_admission_by_index',
    class: Migration20261129400000_order_admission_by_index,
  },
  {
    name: 'Migration20261129500000_outbox_claim',
    class: Migration20261129500000_outbox_claim,
  },
  {
    name: 'Migration20261129600000_product_change_marks_brin',
    class: Migration20261129600000_product_change_marks_brin,
  },
  {
    name: 'Migration20261129700000_reserve_stock',
    class: Migration20261129700000_reserve_stock,
  },
  { name: 'Migration20261206100000_login_codes', class: Migration20261206100000_login_codes },
  {
    name: 'Migration20261207100000_drop_account_change_notify',
    class: Migration20261207100000_drop_account_change_notify,
  },
  {
    name: 'Migration20261207200000_rules_back_in_typescript',
    class: Migration20261207200000_rules_back_in_typescript,
  },
];
