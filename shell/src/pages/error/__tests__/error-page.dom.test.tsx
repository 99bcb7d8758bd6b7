import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderRoutes } from '../../../../test/render-in-router';
import { ErrorBoundary } from '../error-boundary';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

function Broken(): never {
  throw new Error('Cannot read the article list');
}

test('an error thrown while rendering shows the generic heading, the message and a way home', async () => {
  renderRoutes([{ path: '/', element: <Broken /> }]);
  expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
  expect(screen.getByText('Cannot read the article list')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
});

test('a boundary with a reset key clears the error when the key changes (the next page)', async () => {
  function Pages() {
    const [page, setPage] = useState('/a');
    return (
      <>
        <button onClick={() => setPage('/b')}>Next</button>
        <ErrorBoundary resetKey={page}>{page === '/a' ? <Broken /> : <p>Next page</p>}</ErrorBoundary>
      </>
    );
  }
  render(<Pages />);
  expect(await screen.findByText('Cannot read the article list')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByText('Next page')).toBeInTheDocument();
  expect(screen.queryByText('Cannot read the article list')).not.toBeInTheDocument();
});
