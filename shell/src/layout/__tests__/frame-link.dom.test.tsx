import { render, screen } from '@testing-library/react';
import { FrameLink } from '../frame-link';

// A frame link says it is the page shown as react-router's NavLink did: the address itself or a page under
// it (case aside), home only itself; a link given no address (the footer's) never says so.
test.each([
  ['/news', '/news', true],
  ['/news', '/News/', true],
  ['/news', '/news/latest', true],
  ['/news', '/newsletters', false],
  ['/', '/', true],
  ['/', '/about', false],
  ['/about', undefined, false],
])('%s shown at %s is the current page: %s', (to, current, active) => {
  render(
    <FrameLink to={to} current={current} className="shell-nav__link">
      Link
    </FrameLink>,
  );
  const link = screen.getByRole('link', { name: 'Link' });
  expect(link).toHaveAttribute('href', to);
  expect(link.getAttribute('aria-current')).toBe(active ? 'page' : null);
  expect(link.className).toBe(active ? 'shell-nav__link active' : 'shell-nav__link');
});
