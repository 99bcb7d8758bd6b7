import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath } from 'react-router-dom';
import type { RuntimeConfig, Session } from '@tenants/shared';

/** What a staff screen gets: the address's `:name` values, and the run-time config (a public screen has no staff context to read it from). */
export interface ScreenProps {
  params: Readonly<Record<string, string | undefined>>;
  config?: RuntimeConfig;
  /** Public screens only: the visitor's session, which the invitation signs them in to. */
  session?: Session;
}
type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

/** Each part of the staff area in a chunk of its own (the news desk's with the editor), fetched when opened. */
const screen = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType<ScreenProps>): Screen =>
  lazy(() => load().then((module) => ({ default: pick(module) })));

const Home = screen(
  () => import(/* webpackChunkName: "staff-home" */ '../features/home/components/staff-home'),
  (m) => m.StaffHome,
);
const Inbox = screen(
  () => import(/* webpackChunkName: "staff-enquiries" */ '../features/enquiries/components/enquiry-inbox'),
  (m) => m.EnquiryInbox,
);
const Enquiry = screen(
  () => import(/* webpackChunkName: "staff-enquiry" */ '../features/enquiries/components/enquiry-page'),
  (m) => m.EnquiryPage,
);
const News = screen(
  () => import(/* webpackChunkName: "staff-news" */ '../features/news/components/article-list'),
  (m) => m.ArticleList,
);
const Editor = screen(
  () => import(/* webpackChunkName: "staff-editor" */ '../features/news/components/article-editor-page'),
  (m) => m.ArticleEditorPage,
);
const Pages = screen(
  () => import(/* webpackChunkName: "staff-pages" */ '../features/pages/components/page-list'),
  (m) => m.PageList,
);
// The page editor with the news desk's rich text editor, as the article editor's chunk.
const PageEditor = screen(
  () => import(/* webpackChunkName: "staff-page-editor" */ '../features/pages/components/page-editor-page'),
  (m) => m.PageEditorPage,
);
const Guides = screen(
  () => import(/* webpackChunkName: "staff-guides" */ '../features/guides/components/guides-page'),
  (m) => m.GuidesPage,
);
const Menus = screen(
  () => import(/* webpackChunkName: "staff-menus" */ '../features/menus/components/menus-page'),
  (m) => m.MenusPage,
);
const Settings = screen(
  () => import(/* webpackChunkName: "staff-settings" */ '../features/settings/components/settings-page'),
  (m) => m.SettingsPage,
);
const Newsletters = screen(
  () => import(/* webpackChunkName: "staff-newsletters" */ '../features/newsletters/components/newsletter-list'),
  (m) => m.NewsletterList,
);
// With the news desk's editor, as the article editor's chunk.
const Subscribers = screen(
  () => import(/* webpackChunkName: "staff-subscribers" */ '../features/newsletters/components/subscribers-page'),
  (m) => m.SubscribersPage,
);
const NewsletterEditor = screen(
  () => import(/* webpackChunkName: "staff-newsletter-editor" */ '../features/newsletters/components/newsletter-editor-page'),
  (m) => m.NewsletterEditorPage,
);
const Members = screen(
  () => import(/* webpackChunkName: "staff-members" */ '../features/members/components/member-list'),
  (m) => m.MemberList,
);
const Member = screen(
  () => import(/* webpackChunkName: "staff-member" */ '../features/members/components/member-page'),
  (m) => m.MemberPage,
);
const Lists = screen(
  () => import(/* webpackChunkName: "staff-lists" */ '../features/lists/components/lists-page'),
  (m) => m.ListsPage,
);
const Donations = screen(
  () => import(/* webpackChunkName: "staff-donations" */ '../features/donations/components/donations-page'),
  (m) => m.DonationsPage,
);
const Donation = screen(
  () => import(/* webpackChunkName: "staff-donation" */ '../features/donations/components/donation-page'),
  (m) => m.DonationPage,
);
const Team = screen(
  () => import(/* webpackChunkName: "staff-team" */ '../features/team/components/team-page'),
  (m) => m.TeamPage,
);
const Invitation = screen(
  () => import(/* webpackChunkName: "staff-invitation" */ '../features/team/components/invitation-page'),
  (m) => m.InvitationPage,
);
const Security = screen(
  () => import(/* webpackChunkName: "staff-security" */ '../features/second-factor/components/security-page'),
  (m) => m.SecurityPage,
);
const Audit = screen(
  () => import(/* webpackChunkName: "staff-audit" */ '../features/audit/components/audit-page'),
  (m) => m.AuditPage,
);
const Releases = screen(
  () => import(/* webpackChunkName: "staff-releases" */ '../features/releases/components/releases-page'),
  (m) => m.ReleasesPage,
);

// The events desk: the list, the editor, the attendees and the check-in list.
const Events = screen(
  () => import(/* webpackChunkName: "staff-events" */ '../features/events/components/event-list'),
  (m) => m.EventList,
);
// With the news desk's editor, as the article editor's chunk.
const EventEditor = screen(
  () => import(/* webpackChunkName: "staff-event-editor" */ '../features/events/components/event-editor-page'),
  (m) => m.EventEditorPage,
);
const Attendees = screen(
  () => import(/* webpackChunkName: "staff-event-attendees" */ '../features/events/components/attendees-page'),
  (m) => m.AttendeesPage,
);
const CheckIn = screen(
  () => import(/* webpackChunkName: "staff-event-check-in" */ '../features/events/components/check-in-page'),
  (m) => m.CheckInPage,
);

const Consultations = screen(
  () => import(/* webpackChunkName: "staff-consultations" */ '../features/consultations/components/consultations-page'),
  (m) => m.ConsultationsPage,
);

const Offers = screen(
  () => import(/* webpackChunkName: "staff-offers" */ '../features/offers/components/offers-page'),
  (m) => m.OffersPage,
);

/**
 * The staff area's pages, by address pattern (the patterns routes.json names), matched in order: `new`
 * before `:id`. The shell mounts each pattern as a route of its own and hands the page the address, so the
 * page picks its screen from the whole path (as the news remote does) rather than from nested routes.
 */
export interface StaffScreen {
  path: string;
  Screen: Screen;
  adminOnly?: boolean;
  /** Open to contributors too (they write drafts in the news desk and the pages desk, and nothing else). */
  contributor?: boolean;
  /** Drawn without a session and without the gate (the invitation link, opened before the account exists). */
  public?: boolean;
}

export const staffScreens: readonly StaffScreen[] = [
  { path: '/staff', Screen: Home, contributor: true },
  { path: '/staff/enquiries', Screen: Inbox },
  { path: '/staff/enquiries/:id', Screen: Enquiry },
  { path: '/staff/news', Screen: News, contributor: true },
  { path: '/staff/news/new', Screen: Editor, contributor: true },
  { path: '/staff/news/:id', Screen: Editor, contributor: true },
  // Contributors write page drafts too; publishing is an editor's (the editor hides it, the API refuses it).
  { path: '/staff/pages', Screen: Pages, contributor: true },
  { path: '/staff/pages/new', Screen: PageEditor, contributor: true },
  { path: '/staff/pages/:id', Screen: PageEditor, contributor: true },
  { path: '/staff/guides', Screen: Guides },
  { path: '/staff/menus', Screen: Menus },
  { path: '/staff/settings', Screen: Settings, adminOnly: true },
  { path: '/staff/newsletters', Screen: Newsletters },
  { path: '/staff/newsletters/new', Screen: NewsletterEditor },
  { path: '/staff/newsletters/subscribers', Screen: Subscribers },
  { path: '/staff/newsletters/:id', Screen: NewsletterEditor },
  { path: '/staff/members', Screen: Members },
  { path: '/staff/members/:id', Screen: Member },
  { path: '/staff/lists', Screen: Lists },
  { path: '/staff/donations', Screen: Donations },
  { path: '/staff/donations/:id', Screen: Donation },
  { path: '/staff/security', Screen: Security, contributor: true },
  { path: '/staff/audit', Screen: Audit, adminOnly: true },
  { path: '/staff/releases', Screen: Releases, adminOnly: true },
  { path: '/staff/team', Screen: Team, adminOnly: true },
  { path: '/staff/invitation', Screen: Invitation, public: true },
  // Contributors draft events too; publishing, attendees and check-in are staff's (the API refuses them).
  { path: '/staff/events', Screen: Events, contributor: true },
  { path: '/staff/events/new', Screen: EventEditor, contributor: true },
  { path: '/staff/events/:id', Screen: EventEditor, contributor: true },
  { path: '/staff/events/:id/attendees', Screen: Attendees },
  { path: '/staff/events/:id/check-in', Screen: CheckIn },
  { path: '/staff/consultations', Screen: Consultations },
  { path: '/staff/offers', Screen: Offers },
];

/** The screen for `pathname` (a trailing slash allowed) and its params. */
export function matchStaffScreen(pathname: string) {
  const path = pathname.replace(/\/+$/, '') || '/';
  for (const entry of staffScreens) {
    const match = matchPath(entry.path, path);
    if (match) return { ...entry, params: match.params };
  }
  return undefined;
}
