import { Component, Suspense, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { routePage, type RoutePage } from '../route-page';

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p role="alert">failed</p> : this.props.children;
  }
}

const renderPage = (page: RoutePage<{ name: string }>) =>
  render(
    <Boundary>
      <Suspense fallback={<p>Loading</p>}>
        <page.Page name="news" />
      </Suspense>
    </Boundary>,
  );

it('a page whose code is already here renders at once, without a loading state', async () => {
  const page = routePage(() => Promise.resolve(Hello));
  await page.load();
  renderPage(page);
  expect(screen.getByText('Hello news')).toBeInTheDocument();
  expect(screen.queryByText('Loading')).not.toBeInTheDocument();
});

it('a page whose code is still on its way suspends until it comes, fetching it once', async () => {
  const fetchPage = jest.fn(() => new Promise<typeof Hello>((resolve) => setTimeout(() => resolve(Hello), 20)));
  const page = routePage(fetchPage);
  void page.load();
  renderPage(page);
  expect(screen.getByText('Loading')).toBeInTheDocument();
  expect(await screen.findByText('Hello news')).toBeInTheDocument();
  expect(fetchPage).toHaveBeenCalledTimes(1);
});

it('after a failed fetch the page tries again when it is next rendered', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const fetchPage = jest.fn<Promise<typeof Hello>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Hello);
  const page = routePage(fetchPage);
  const first = renderPage(page);
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  first.unmount();
  renderPage(page);
  expect(await screen.findByText('Hello news')).toBeInTheDocument();
  expect(fetchPage).toHaveBeenCalledTimes(2);
  logged.mockRestore();
});
