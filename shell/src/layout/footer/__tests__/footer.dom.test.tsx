import { screen, within } from '@testing-library/react';
import { defaultRuntimeConfig, type RuntimeConfig } from '@tenants/shared';
import { renderWithRouter } from '../../../../test/render-in-router';
import { siteData } from '../../../../test/site-fixtures';
import { Footer } from '../footer';

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
  expect(screen.getByText('© 2023 Tenants United. All rights reserved.')).toBeInTheDocument();
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
