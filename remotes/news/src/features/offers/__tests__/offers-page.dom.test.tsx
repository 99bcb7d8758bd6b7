import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createApiClient, offerMessages, type FirstPaintData, type Session } from '@tenants/shared';
import { fakeApi } from '@tenants/shared/test/fake-api';
import NewsPage from '../../../expose/page';
import { loadData } from '../../../expose/server';

const api = fakeApi();
const visitor: Session = { token: null, loggedIn: false, login: jest.fn(), logout: jest.fn() };
const member: Session = { token: 'member-token', loggedIn: true, login: jest.fn(), logout: jest.fn() };
const offer = { id: 'o1', provider: 'Safe Sites Training', title: '20% off IOSH', description: '', expiresOn: '2031-03-31' };

beforeEach(() => {
  api.reset();
  api.on('GET /api/offers', ({ authorization }) => ({
    body: { success: true, payload: { member: Boolean(authorization), offers: [{ ...offer, code: authorization ? 'TENANT20' : null, link: null }] } },
  }));
});

const renderAt = (session: Session, data?: FirstPaintData) =>
  render(
    <MemoryRouter initialEntries={['/offers']}>
      <Routes>
        <Route path="*" element={<NewsPage session={session} config={api.config} data={data} />} />
      </Routes>
    </MemoryRouter>,
  );

it('shows a visitor that the discounts exist and asks them to join, without any code', async () => {
  const { data } = await loadData(new URL('/offers', 'http://site.test'), createApiClient(api.config), api.config);
  renderAt(visitor, data);
  expect(screen.getByRole('heading', { name: 'Safe Sites Training: 20% off IOSH' })).toBeInTheDocument();
  expect(screen.getByText(offerMessages.joinToSee)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Join For Free' })).toHaveAttribute('href', '/sign-up?next=%2Foffers');
  expect(screen.queryByText('TENANT20')).toBeNull();
});

it('shows a signed-in member the codes, asked with their token', async () => {
  renderAt(member);
  expect(await screen.findByText('TENANT20')).toBeInTheDocument();
  expect(screen.queryByText(offerMessages.joinToSee)).toBeNull();
});
