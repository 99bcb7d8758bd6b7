import { screen } from '@testing-library/react';
import { renderRoutes } from '../../../../test/render-in-router';
import { stubViewport } from '../../../../test/browser-stubs';
import { routes } from '../../../app/router';

// A content page that crashes: the app's router must catch it inside the layout.
jest.mock('../../content/page-types', () => ({
  ContentPage: () => {
    throw new Error('Content failed to render');
  },
}));
jest.mock('../../../federation/remotes', () => ({ loadRemoteModule: jest.fn() }));

beforeEach(() => {
  stubViewport(1280);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('a page that fails shows the error page, and the header and footer stay', async () => {
  renderRoutes(routes, { path: '/about' });
  expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
  expect(screen.getByText('Content failed to render')).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});
