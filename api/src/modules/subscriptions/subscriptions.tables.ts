/** The newsletter list: one row per e-mail address. */
export interface NewsletterSubscriptionTable {
  id: string;
  /** Trimmed and lower-cased, so one address is one row whatever its case. */
  email: string;
  /** The page the form was sent from. */
  source: string | null;
  /** ISO 8601 strings: sortable and the same on SQLite and PostgreSQL. */
  consented_at: string;
  created_at: string;
}


/** The community e-mail broadcast list: the same columns as the newsletter's. */
export type BroadcastSubscriptionTable = NewsletterSubscriptionTable;

/** The community WhatsApp list. */
export interface WhatsappSubscriptionTable {
  id: string;
  /** Digits only, as the form sends it (docs/product/subscriptions.md). */
  phone: string;
  /** The page the form was sent from. */
  source: string | null;
  /** ISO 8601 strings: sortable and the same on SQLite and PostgreSQL. */
  consented_at: string;
  created_at: string;
}

