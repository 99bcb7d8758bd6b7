import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { defaultRuntimeConfig, donationStorageKeys, type Session } from '@tenants/shared';
import DonationPage from '../page';
import { renderDonation, resetBetweenTests, stepHeading } from '../../../test/render-donation';

resetBetweenTests();

test.each(['/donation', '/donation/failure', '/donation/thankyou'])('%s opens with the donation hero', async (path) => {
  sessionStorage.setItem(donationStorageKeys.amount, '10');
  renderDonation(path);
  expect(await screen.findByRole('heading', { level: 1, name: 'Make A Donation' })).toBeInTheDocument();
});

test('/donation shows the three steps, the first current, without taking the focus', async () => {
  renderDonation('/donation');
  const heading = await stepHeading('Your Donation');
  const steps = screen.getAllByRole('listitem').map((item) => [item.textContent, item.getAttribute('aria-current')]);
  expect(steps).toEqual([
    ['1Your Donation', 'step'],
    ['2Billing Information', null],
    ['3Card Details', null],
  ]);
  expect(heading).toHaveAttribute('tabindex', '-1');
  expect(heading).not.toHaveFocus();
  expect(screen.getByRole('region', { name: 'Step 1 of 3: Your Donation' })).toBeInTheDocument();
});

describe('without JavaScript', () => {
  const session: Session = { token: null, loggedIn: false, login: jest.fn(), logout: jest.fn() };

  function serverHtml(path: string) {
    const page = document.createElement('div');
    page.innerHTML = renderToString(
      <StaticRouter location={path}>
        <DonationPage session={session} config={defaultRuntimeConfig} />
      </StaticRouter>,
    );
    return page;
  }

  test.each(['/donation', '/donation/failure'])('%s says plainly, without JavaScript, that card payment needs it', (path) => {
    const page = serverHtml(path);
    // jsdom runs with scripting on, so it keeps a noscript's content as text: read as a browser without script does.
    const noscript = document.createElement('div');
    noscript.innerHTML = page.querySelector('noscript')!.textContent!;
    expect(noscript.querySelector('h2')).toHaveTextContent('Card payment needs JavaScript');
    expect(noscript).toHaveTextContent(/payment provider only takes card details through its own secure script/);
    // No form that could not be sent without it.
    expect(page.querySelector('form')).toBeNull();
  });

  test('the thank-you page has no such notice', () => {
    expect(serverHtml('/donation/thankyou').querySelector('noscript')).toBeNull();
  });
});
