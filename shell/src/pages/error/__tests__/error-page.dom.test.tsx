import { screen } from '@testing-library/react';
import { data } from 'react-router-dom';
import { renderRoutes } from '../../../../test/render-in-router';
import { ErrorPage } from '../error-page';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

function Broken(): never {
  throw new Error('Cannot read the article list');
}

test('an error thrown while rendering shows the generic heading and the message', async () => {
  renderRoutes([{ path: '/', element: <Broken />, errorElement: <ErrorPage /> }]);
  expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
  expect(screen.getByText('Cannot read the article list')).toBeInTheDocument();
});

test('an error response shows its status and text', async () => {
  renderRoutes([
    {
      path: '/',
      loader: () => {
        throw data(null, { status: 503, statusText: 'Service Unavailable' });
      },
      element: <p>never shown</p>,
      hydrateFallbackElement: <p>Loading</p>,
      errorElement: <ErrorPage />,
    },
  ]);
  expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
  expect(screen.getByText('503 Service Unavailable')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
});
