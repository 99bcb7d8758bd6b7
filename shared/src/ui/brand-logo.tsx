import './page-layout.css';

/**
 * The wordmark: a shield-and-doorway mark and the product name from run-time config, so a rebrand is a
 * config change. The link around it carries the accessible name; the mark itself is decorative. In the kit
 * so the staff area's own bar shows the same logo as the public header and footer.
 */
export function BrandLogo({ product, className }: { product: string; className?: string }) {
  return (
    <span className={['ui-logo', className].filter(Boolean).join(' ')}>
      <svg className="ui-logo__mark" viewBox="0 0 40 44" width="40" height="44" aria-hidden="true" focusable="false">
        <path d="M20 2 37 8v13c0 10.5-7 18.5-17 21C10 39.5 3 31.5 3 21V8z" fill="currentColor" opacity="0.14" />
        <path d="M20 2 37 8v13c0 10.5-7 18.5-17 21C10 39.5 3 31.5 3 21V8z" fill="none" stroke="var(--color-cyan)" strokeWidth="2.5" />
        <path d="M13 33V19l7-5 7 5v14h-5v-7h-4v7z" fill="var(--color-cyan)" />
      </svg>
      <span className="ui-logo__name">{product}</span>
    </span>
  );
}
