/**
 * What a visitor without JavaScript reads instead of a form that keeps the session in the browser's storage
 * (log in, sign up, reset password), which cannot be done without script. The form itself is hidden then
 * (account.css, `scripting: none`): sent the browser's way it would do nothing.
 */
export function NeedsScript({ to }: { to: string }) {
  return (
    <noscript>
      <p className="account-card__intro account-noscript">
        You need JavaScript turned on to {to}. Please turn it on in your browser&apos;s settings and reload this page.
      </p>
    </noscript>
  );
}
