/**
 * The card check happens on the bank's (or the simulator's) page: the browser leaves the site for it and
 * comes back to /donation/thankyou or /donation/failure. Only web addresses are followed, so a bad answer
 * can never run script here.
 */
export function leaveFor(url: string): void {
  const target = new URL(url, window.location.href);
  if (target.protocol !== 'https:' && target.protocol !== 'http:') throw new Error(`Refusing to open ${target.protocol} address`);
  window.location.assign(target.href);
}
