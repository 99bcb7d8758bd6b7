import { act, render, screen } from '@testing-library/react';
import { WhenNearViewport } from '../when-near-viewport';

/** A stand-in for the browser's observer that the test triggers by hand. */
class FakeObserver {
  static last: FakeObserver | undefined;
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  fire(isIntersecting: boolean) {
    act(() => this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
}

describe('WhenNearViewport', () => {
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('shows the placeholder until its place nears the viewport, then the section, and stops watching', () => {
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    render(
      <WhenNearViewport placeholder={<p>reserved space</p>} margin="500px">
        <p>the form</p>
      </WhenNearViewport>,
    );
    expect(screen.getByText('reserved space')).toBeInTheDocument();
    expect(FakeObserver.last?.options?.rootMargin).toBe('500px');
    FakeObserver.last!.fire(false);
    expect(screen.queryByText('the form')).not.toBeInTheDocument();
    FakeObserver.last!.fire(true);
    expect(screen.getByText('the form')).toBeInTheDocument();
    expect(screen.queryByText('reserved space')).not.toBeInTheDocument();
    expect(FakeObserver.last!.disconnected).toBe(true);
  });

  it('shows the section at once where there is no observer to wait for', () => {
    render(
      <WhenNearViewport placeholder={<p>reserved space</p>}>
        <p>the form</p>
      </WhenNearViewport>,
    );
    expect(screen.getByText('the form')).toBeInTheDocument();
  });
});
