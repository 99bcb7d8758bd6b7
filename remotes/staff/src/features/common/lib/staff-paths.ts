/** The staff area's page addresses (routes.json names the same patterns for the shell and the site server). */
export const staffPaths = {
  home: '/staff',
  enquiries: '/staff/enquiries',
  enquiry: (id: string) => `/staff/enquiries/${encodeURIComponent(id)}`,
  news: '/staff/news',
  newArticle: '/staff/news/new',
  article: (id: string) => `/staff/news/${encodeURIComponent(id)}`,
  newsletters: '/staff/newsletters',
  newNewsletter: '/staff/newsletters/new',
  newsletter: (id: string) => `/staff/newsletters/${encodeURIComponent(id)}`,
  members: '/staff/members',
  member: (id: string) => `/staff/members/${encodeURIComponent(id)}`,
  lists: '/staff/lists',
  donations: '/staff/donations',
  audit: '/staff/audit',
  releases: '/staff/releases',
  login: '/login',
} as const;
