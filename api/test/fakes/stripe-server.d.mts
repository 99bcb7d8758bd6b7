/** Types of stripe-server.mjs (plain JavaScript, so the e2e fixture runs it with node as it is). */
export interface FakeStripeCharge {
  paymentIntent: string;
  /** In the currency's smallest unit (pence). */
  amount: number;
  currency: string;
  last4: string;
  metadata: Record<string, string>;
  /** succeeded; requires_action while its card check is open; failed when declined or the check failed. */
  status: 'succeeded' | 'requires_action' | 'failed';
}

export interface FakeStripe {
  /** http://127.0.0.1:<port>: STRIPE_API_URL for the API. */
  url: string;
  port: number;
  /** Every PaymentIntent created; a replayed idempotent request adds none. */
  charges(): FakeStripeCharge[];
  reset(): void;
  close(): Promise<void>;
}

export function startFakeStripe(options?: { port?: number }): Promise<FakeStripe>;
