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

/** A fault of the next PaymentIntent creations: Stripe's 500, no answer at all, or the connection cut. */
export interface FakeStripeFault {
  mode: '500' | 'hang' | 'reset';
  /** before: nothing is charged; after: the charge is made and saved under its idempotency key first. */
  when?: 'before' | 'after';
  /** How many requests get it (every one until cleared when absent). */
  times?: number;
}

export interface FakeStripe {
  /** http://127.0.0.1:<port>: STRIPE_API_URL for the API. */
  url: string;
  port: number;
  /** Every PaymentIntent created; a replayed idempotent request adds none. */
  charges(): FakeStripeCharge[];
  /** Makes the next PaymentIntent creations fail (stripe-node's retries count); `fault()` clears it. */
  fault(next?: FakeStripeFault): void;
  /** How many requests got the fault since it was set. */
  faultsServed(): number;
  reset(): void;
  close(): Promise<void>;
}

export function startFakeStripe(options?: { port?: number }): Promise<FakeStripe>;
