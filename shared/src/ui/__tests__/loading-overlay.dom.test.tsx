import { act, render, screen } from '@testing-library/react';
import { LoadingOverlay } from '../loading-overlay';
import { overlay } from '../../tokens/tokens';

describe('LoadingOverlay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('stays until its fade animation plus 300 ms have passed, then leaves the page', () => {
    const { rerender } = render(<LoadingOverlay active label="Loading articles" />);
    expect(screen.getByTestId('loading-overlay')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading articles')).toBeInTheDocument();
    rerender(<LoadingOverlay active={false} />);
    act(() => jest.advanceTimersByTime(overlay.fadeMs + overlay.removeDelayMs - 1));
    expect(screen.getByTestId('loading-overlay')).toHaveClass('ui-overlay--leaving');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  });

  it('renders nothing when it starts inactive', () => {
    render(<LoadingOverlay active={false} />);
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  });
});
