import '../pages.css';

/**
 * /sorry is empty (docs/product/pages-and-navigation.md): nothing but the frame. The page still has a (visually hidden) h1 so the
 * document keeps a heading structure.
 */
export function SorryPage() {
  return (
    <div className="shell-sorry">
      <div className="shell-sorry__band" />
      <h1 className="ui-visually-hidden">Sorry</h1>
    </div>
  );
}
