/** The events desk's page addresses (routes.json names the same patterns). */
export const eventDeskPaths = {
  list: '/staff/events',
  create: '/staff/events/new',
  event: (id: string) => `/staff/events/${encodeURIComponent(id)}`,
  attendees: (id: string) => `/staff/events/${encodeURIComponent(id)}/attendees`,
  checkIn: (id: string) => `/staff/events/${encodeURIComponent(id)}/check-in`,
} as const;

export const eventStateLabels = { draft: 'Draft', published: 'Published', cancelled: 'Cancelled' } as const;
