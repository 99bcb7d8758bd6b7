import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Button } from '../button';

describe('Button', () => {
  it('navigates in the app when given `to`', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<Button to="/sign-up">Join For Free</Button>} />
          <Route path="/sign-up" element={<h1>Create Account</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Join For Free' });
    expect(link).toHaveClass('ui-button', 'ui-button--primary');
    await userEvent.click(link);
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('is a plain link with `href` and a real button otherwise', async () => {
    const onClick = jest.fn();
    render(
      <>
        <Button href="/documents/privacy-policy.html" variant="secondary">
          Privacy
        </Button>
        <Button onClick={onClick}>Subscribe</Button>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/documents/privacy-policy.html');
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveClass('ui-button--secondary');
    const button = screen.getByRole('button', { name: 'Subscribe' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
