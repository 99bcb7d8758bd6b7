import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { consultationAgainMessage, consultationMessages } from '@tenants/shared';
import { apiError, fakeApi } from '@tenants/shared/test/fake-api';
import { clearToasts, renderAccount } from '../../../../test/render-account';

const api = fakeApi();
afterEach(clearToasts);

const member = { token: 'member-token', loggedIn: true };
const slot = { id: 'slot-1', startsAt: '2031-03-04T10:00:00.000Z', endsAt: '2031-03-04T10:30:00.000Z' };
const asked = {
  id: 'c1',
  topic: 'Property',
  description: 'My rent review.',
  state: 'confirmed',
  startsAt: slot.startsAt,
  endsAt: slot.endsAt,
  adviser: 'Alex Adviser',
  preferred: [slot],
  cancelReason: null,
  askedAt: '2031-02-01T09:00:00.000Z',
};

beforeEach(() => {
  api.on('POST /api/token/check', () => ({ body: { success: true } }));
  api.on('GET /api/account/preferences', () => ({ body: { success: true, payload: { lists: [] } } }));
  api.on('GET /api/account/events', () => ({ body: { success: true, payload: { bookings: [] } } }));
  api.on('GET /api/consultations/slots', () => ({ body: { success: true, payload: { slots: [slot] } } }));
  api.on('GET /api/account/consultations', () => ({ body: { success: true, payload: { consultations: [], nextFrom: null } } }));
});

const region = () => screen.findByRole('region', { name: 'Your free consultation' });

describe('Your free consultation', () => {
  it('asks with a topic, a description and the times that suit, each problem beside its field', async () => {
    api.on('POST /api/consultations', () => ({
      status: 201,
      body: { success: true, message: consultationMessages.requested, payload: { ...asked, state: 'requested', startsAt: null, endsAt: null, adviser: null } },
    }));
    renderAccount('/login', api.base, member);
    const user = userEvent.setup();
    const section = await region();
    await user.click(await within(section).findByRole('button', { name: 'Ask for my consultation' }));
    expect(within(section).getByRole('combobox', { name: 'Topic' })).toHaveAccessibleDescription(consultationMessages.topicRequired);
    expect(within(section).getByRole('textbox', { name: 'What would you like to discuss?' })).toHaveAccessibleDescription(
      consultationMessages.descriptionRequired,
    );
    expect(within(section).getByText(consultationMessages.slotsRequired)).toBeInTheDocument();

    await user.selectOptions(within(section).getByRole('combobox', { name: 'Topic' }), 'property');
    await user.type(within(section).getByRole('textbox', { name: 'What would you like to discuss?' }), 'My rent review.');
    await user.click(within(section).getByRole('checkbox', { name: 'Tuesday, 4 March 2031, 10:00 to 10:30 GMT' }));
    api.on('GET /api/account/consultations', () => ({
      body: {
        success: true,
        payload: { consultations: [{ ...asked, state: 'requested', startsAt: null, endsAt: null }], nextFrom: '2032-02-01T09:00:00.000Z' },
      },
    }));
    await user.click(within(section).getByRole('button', { name: 'Ask for my consultation' }));
    expect(await within(section).findByText(consultationMessages.requested)).toBeInTheDocument();
    expect(api.bodies('POST /api/consultations')[0]).toEqual({ topic: 'property', description: 'My rent review.', slotIds: ['slot-1'] });
    expect(await within(section).findByText('Asked for: we will e-mail you when an adviser confirms a time.')).toBeInTheDocument();
  });

  it('shows the confirmed time with the adviser', async () => {
    api.on('GET /api/account/consultations', () => ({ body: { success: true, payload: { consultations: [asked], nextFrom: '2032-02-01T09:00:00.000Z' } } }));
    renderAccount('/login', api.base, member);
    const section = await region();
    expect(
      await within(section).findByText('Confirmed: Tuesday, 4 March 2031, 10:00 to 10:30 GMT, with Alex Adviser. They will call you.'),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Ask for my consultation' })).toBeNull();
  });

  it('says clearly when the API refuses a second request within 12 months', async () => {
    const refusal = consultationAgainMessage('Sunday, 1 February 2032');
    api.on('POST /api/consultations', () => apiError(refusal, 409));
    renderAccount('/login', api.base, member);
    const user = userEvent.setup();
    const section = await region();
    await user.selectOptions(await within(section).findByRole('combobox', { name: 'Topic' }), 'corporate');
    await user.type(within(section).getByRole('textbox', { name: 'What would you like to discuss?' }), 'Again');
    await user.click(within(section).getByRole('checkbox', { name: /10:00 to 10:30 GMT/ }));
    await user.click(within(section).getByRole('button', { name: 'Ask for my consultation' }));
    await waitFor(() => expect(within(section).getByRole('alert')).toHaveTextContent(refusal));
  });
});
