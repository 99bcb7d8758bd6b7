import { screen, within } from '@testing-library/react';
import { defaultRuntimeConfig, type RuntimeConfig } from '@tenants/shared';
import { renderWithRouter } from '../../../../test/render-in-router';
import { siteData } from '../../../../test/site-fixtures';
import { copyrightYears, Footer } from '../footer';

const config: RuntimeConfig = {
  ...defaultRuntimeConfig,
  brand: {
    product: 'Tenants United',
    email: 'help@tenants-united.example',
    social: {
      facebook: 'https://facebook.example/tu',
      twitter: 'https://twitter.example/tu',
      instagram: 'https://instagram.example/tu',
      linkedin: 'https://linkedin.example/tu',
    },
  },
};

const column = (heading: string) => within(screen.getByRole('heading', { name: heading }).parentElement!);
const hrefs = (scope: ReturnType<typeof column>) => scope.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

// The e-mail address and social links are the site settings' (staff edit them); the product's name the config's.
const site = { ...siteData, settings: { ...siteData.settings, contactEmail: config.brand.email, social: config.brand.social } };

beforeEach(() => renderWithRouter(<Footer />, { config, site }));

test('names the product from run-time config in the subscribe heading and the copyright', () => {
  expect(screen.getByRole('heading', { name: 'Subscribe To Tenants United' })).toBeInTheDocument();
  expect(screen.getByText(`© ${copyrightYears()} Tenants United. All rights reserved.`)).toBeInTheDocument();
});

test('the copyright runs from 2023 to this year on the UK clock', () => {
  expect(copyrightYears(new Date('2023-06-01T12:00:00Z'))).toBe('2023');
  expect(copyrightYears(new Date('2026-11-29T12:00:00Z'))).toBe('2023–2026');
  // New Year's Eve 23:30 in London is still the old year; 00:30 on 1 January is the new one.
  expect(copyrightYears(new Date('2026-12-31T23:30:00Z'))).toBe('2023–2026');
  expect(copyrightYears(new Date('2027-01-01T00:30:00Z'))).toBe('2023–2027');
});

test('social links open the settings’ profiles in a new tab', () => {
  for (const [name, key] of [
    ['Facebook', 'facebook'],
    ['Twitter', 'twitter'],
    ['Instagram', 'instagram'],
    ['LinkedIn', 'linkedin'],
  ] as const) {
    const link = screen.getByRole('link', { name: `${name} (opens in a new tab)` });
    expect(link).toHaveAttribute('href', config.brand.social[key]);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  }
});

test('mails customer service', () => {
  expect(screen.getByRole('link', { name: 'help@tenants-united.example' })).toHaveAttribute('href', 'mailto:help@tenants-united.example');
  expect(column('Get In Touch').getByRole('link', { name: 'General Support' })).toHaveAttribute('href', 'mailto:help@tenants-united.example');
});

test('link columns', () => {
  expect(hrefs(column('Quick Links'))).toEqual([
    ['About', '/about'],
    ['Lobbying', '/lobbying'],
    ['Community', '/community'],
    ['Enquire', '/enquiry'],
  ]);
  expect(hrefs(column('Advice'))).toEqual([
    ['Our Advice & Process', '/advice-support'],
    ['Specialist Advice & Representation', '/specific-advice'],
  ]);
  expect(hrefs(column('Services'))).toEqual([
    ['Property', '/property/services'],
    ['Corporate', '/corporate/services'],
    ['Non-Corporate', '/non-corporate/services'],
  ]);
});

test('links the legal documents and credits the site builder', () => {
  expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/documents/terms-and-conditions.html');
  expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/documents/privacy-policy.html');
  expect(screen.getByText('Northgate Digital')).toBeInTheDocument();
});

test('the settings’ phone, opening hours and other contact lines are under Get In Touch; none shown when empty', () => {
  expect(column('Get In Touch').queryByText(/^Call /)).toBeNull();
  renderWithRouter(<Footer />, {
    config,
    site: {
      ...site,
      settings: { ...site.settings, phone: '020 7946 0000', openingHours: ['Monday to Friday, 9am to 5pm'], contactLines: ['Press: press@tenants.example'] },
    },
  });
  const touch = within(screen.getAllByRole('heading', { name: 'Get In Touch' })[1].parentElement!);
  expect(touch.getByRole('link', { name: 'Call 020 7946 0000' })).toHaveAttribute('href', 'tel:02079460000');
  expect(touch.getByText('Monday to Friday, 9am to 5pm')).toBeInTheDocument();
  expect(touch.getByText('Press: press@tenants.example')).toBeInTheDocument();
});

test('the footer’s chosen columns are the menus’: a new link, an outside one, a new column', () => {
  const menus = {
    ...site.navigation.menus,
    footer: [
      { heading: 'Quick Links', links: [{ label: 'Accessibility', to: '/accessibility' }] },
      { heading: 'Partners', links: [{ label: 'Our charity partner', to: 'https://charity.example/partner' }] },
    ],
  };
  renderWithRouter(<Footer />, { config, site: { ...site, navigation: { ...site.navigation, menus } } });
  const footers = screen.getAllByRole('contentinfo');
  const last = within(footers[footers.length - 1]);
  expect(within(last.getByRole('heading', { name: 'Quick Links' }).parentElement!).getByRole('link', { name: 'Accessibility' })).toHaveAttribute(
    'href',
    '/accessibility',
  );
  expect(within(last.getByRole('heading', { name: 'Partners' }).parentElement!).getByRole('link', { name: 'Our charity partner' })).toHaveAttribute(
    'href',
    'https://charity.example/partner',
  );
  expect(last.queryByRole('heading', { name: 'Advice' })).toBeNull();
});
