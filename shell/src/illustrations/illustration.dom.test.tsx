import { render, screen } from '@testing-library/react';
import { defaultRuntimeConfig } from '@tenants/shared/core';
import { RuntimeConfigProvider } from '../app/runtime-config';
import { Illustration } from './illustration';

// A block's picture is one of the site's drawings or a picture staff uploaded (a /media/ path the API serves).

test('a drawing is drawn inline, with its alternative text as its name', () => {
  render(<Illustration image={{ art: 'keys', alt: 'A bunch of keys' }} responsive={false} />);
  expect(screen.getByRole('img', { name: 'A bunch of keys' }).tagName.toLowerCase()).toBe('svg');
});

test('an uploaded picture is loaded from the API’s host, with its alternative text', () => {
  const config = { ...defaultRuntimeConfig, apiBase: 'https://api.tenants.example' };
  render(
    <RuntimeConfigProvider value={config}>
      <Illustration image={{ art: '/media/pages/shopfront-1600.webp', alt: 'A shopfront' }} responsive={false} />
    </RuntimeConfigProvider>,
  );
  expect(screen.getByRole('img', { name: 'A shopfront' })).toHaveAttribute('src', 'https://api.tenants.example/media/pages/shopfront-1600.webp');
});
