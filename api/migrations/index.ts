import type { Migration } from 'kysely';
import * as newsletterSubscriptions from './2026_11_22_1200_newsletter_subscriptions';
import * as communitySubscriptions from './2026_11_22_1300_community_subscriptions';
import * as mailOutbox from './2026_11_22_1310_mail_outbox';
import * as members from './2026_11_22_1400_members';
import * as enquiries from './2026_11_22_1500_enquiries';
import * as articles from './2026_11_22_1600_articles';
import * as donations from './2026_11_22_1700_donations';
import * as articleSearch from './2026_11_23_2000_article_search';
import * as mailQueue from './2026_11_23_2100_mail_queue';
import * as articleVersions from './2026_11_24_1600_article_versions';
import * as staff from './2026_11_25_1000_staff';
import * as staffSecondFactor from './2026_11_26_1000_staff_second_factor';
import * as mailAbout from './2026_11_26_1100_mail_about';
import * as telemetry from './2026_11_26_1200_telemetry';
import * as newsletters from './2026_11_29_1000_newsletters';
import * as staffDailyWork from './2026_12_01_1000_staff_daily_work';
import * as staffEnrolmentCodes from './2026_12_02_0900_staff_enrolment_codes';
import * as totpSecretEncryption from './2026_12_02_0910_totp_secret_encryption';
import * as securityCounters from './2026_12_02_0920_security_counters';
import * as pages from './2026_12_03_0900_pages';
import * as guides from './2026_12_03_0910_guides';
import * as releaseWatchLease from './2026_12_04_1000_release_watch_lease';
import * as enquiryDrafts from './2026_12_04_2300_enquiry_drafts';
import * as releaseState from './2026_12_05_1000_release_state';
import * as articleStatus from './2026_12_05_1100_article_status';
import * as events from './2026_12_06_1000_events';
import * as consultations from './2026_12_06_1010_consultations';
import * as offers from './2026_12_06_1020_offers';
import * as articleReview from './2026_12_06_1410_article_review';
import * as memberEmailChanges from './2026_12_06_1420_member_email_changes';
import * as memberPhoneOptional from './2026_12_07_1000_member_phone_optional';
import * as telemetryErrorNetworks from './2026_12_08_1000_telemetry_error_networks';
import * as releaseTokens from './2026_12_09_1000_release_tokens';
import * as staffConfirmedEmail from './2026_12_10_0900_staff_confirmed_email';
import * as eventWalkIns from './2026_12_18_1000_event_walk_ins';
import * as newsletterLinkClicks from './2026_12_20_1000_newsletter_link_clicks';
import * as sharing from './2026_12_21_1000_sharing';
import * as pageReview from './2026_12_22_1000_page_review';
import * as siteDrafts from './2026_12_22_1100_site_drafts';

/**
 * Every migration by name, in a static list rather than a folder scan so the esbuild bundle carries them.
 * A new migration: its dated file plus a line here. Kysely runs them in name order; one dated before a
 * migration a database already ran still runs there (db/migrate.ts allows it).
 */
export const migrations: Record<string, Migration> = {
  '2026_11_22_1200_newsletter_subscriptions': newsletterSubscriptions,
  '2026_11_22_1300_community_subscriptions': communitySubscriptions,
  '2026_11_22_1310_mail_outbox': mailOutbox,
  '2026_11_22_1400_members': members,
  '2026_11_22_1500_enquiries': enquiries,
  '2026_11_22_1600_articles': articles,
  '2026_11_22_1700_donations': donations,
  '2026_11_23_2000_article_search': articleSearch,
  '2026_11_23_2100_mail_queue': mailQueue,
  '2026_11_24_1600_article_versions': articleVersions,
  '2026_11_25_1000_staff': staff,
  '2026_11_26_1000_staff_second_factor': staffSecondFactor,
  '2026_11_26_1100_mail_about': mailAbout,
  '2026_11_26_1200_telemetry': telemetry,
  '2026_11_29_1000_newsletters': newsletters,
  '2026_12_01_1000_staff_daily_work': staffDailyWork,
  '2026_12_02_0900_staff_enrolment_codes': staffEnrolmentCodes,
  '2026_12_02_0910_totp_secret_encryption': totpSecretEncryption,
  '2026_12_02_0920_security_counters': securityCounters,
  '2026_12_03_0900_pages': pages,
  '2026_12_03_0910_guides': guides,
  '2026_12_04_1000_release_watch_lease': releaseWatchLease,
  '2026_12_04_2300_enquiry_drafts': enquiryDrafts,
  '2026_12_05_1000_release_state': releaseState,
  '2026_12_05_1100_article_status': articleStatus,
  '2026_12_06_1000_events': events,
  '2026_12_06_1010_consultations': consultations,
  '2026_12_06_1020_offers': offers,
  '2026_12_06_1410_article_review': articleReview,
  '2026_12_06_1420_member_email_changes': memberEmailChanges,
  '2026_12_07_1000_member_phone_optional': memberPhoneOptional,
  '2026_12_08_1000_telemetry_error_networks': telemetryErrorNetworks,
  '2026_12_09_1000_release_tokens': releaseTokens,
  '2026_12_10_0900_staff_confirmed_email': staffConfirmedEmail,
  '2026_12_18_1000_event_walk_ins': eventWalkIns,
  '2026_12_20_1000_newsletter_link_clicks': newsletterLinkClicks,
  '2026_12_21_1000_sharing': sharing,
  '2026_12_22_1000_page_review': pageReview,
  '2026_12_22_1100_site_drafts': siteDrafts,
};
