/** An enquiry's answers between its steps without JavaScript, under the hash of the visitor's cookie token. */
export interface EnquiryDraftTable {
  /** SHA-256 (hex) of the token in the visitor's cookie: the table never holds what would open a draft. */
  id: string;
  /** JSON: the answers as form fields. */
  answers: string;
  /** JSON: the last post's messages by field, shown once. */
  errors: string;
  /** The last post's message under the form ('' for none), shown once. */
  message: string;
  /** ISO 8601. */
  expires_at: string;
}
