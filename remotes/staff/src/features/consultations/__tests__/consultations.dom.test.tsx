import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { consultationMessages, type StaffConsultation } from '@tenants/shared';
import { apiError, fakeApi } from '@tenants/shared/test/fake-api';
import { clearToasts, renderStaff, signIn, staffJo } from '../../../../test/render-staff';

const api = fakeApi();
afterEach(clearToasts);
beforeEach(() => signIn(api));

const slot = { id: 'slot-1', startsAt: '2031-03-04T10:00:00.000Z', endsAt: '2031-03-04T10:30:00.000Z' };
const request: StaffConsultation = {
  id: 'c1',
  topic: 'Property',
  description: 'My rent review is due.',
  state: 'requested',
  startsAt: null,
  endsAt: null,
  adviser: null,
  adviserId: null,
  slotId: null,
  preferred: [slot],
  cancelReason: null,
  askedAt: '2031-02-01T09:00:00.000Z',
  member: { id: 'm1', firstname: 'Mia', lastname: 'Member', email: 'mia@example.org', phone: '07700 900123' },
};

it('assigns an adviser and confirms a time that suits the member; a cancel asks for the reason', async () => {
  let current = request;
  api.on('GET /api/staff/consultations', () => ({ body: { success: true, payload: { items: [current] } } }));
  api.on('GET /api/staff/consultation-slots', () => ({ body: { success: true, payload: { slots: [{ ...slot, taken: current.state === 'confirmed' }] } } }));
  api.on('POST /api/staff/consultations/c1/adviser', () => ({
    body: { success: true, payload: (current = { ...current, adviserId: staffJo.id, adviser: 'Jo' }) },
  }));
  api.on('POST /api/staff/consultations/c1/confirm', () => ({
    body: { success: true, payload: (current = { ...current, state: 'confirmed', startsAt: slot.startsAt, endsAt: slot.endsAt, slotId: slot.id }) },
  }));
  renderStaff('/staff/consultations', api);
  const user = userEvent.setup();
  const card = await screen.findByRole('article', { name: /Mia Member: Property/ });
  expect(within(card).getByText('Times that suit them: Tuesday, 4 March 2031, 10:00 to 10:30 GMT')).toBeInTheDocument();
  await within(card).findByRole('option', { name: 'Jo Bloggs' });
  await user.selectOptions(within(card).getByRole('combobox', { name: 'Adviser' }), staffJo.id);
  await user.click(within(card).getByRole('button', { name: 'Assign' }));
  expect(await screen.findByText('Adviser assigned.')).toBeInTheDocument();
  expect(api.bodies('POST /api/staff/consultations/c1/adviser')).toEqual([{ adviserId: staffJo.id }]);
  await user.click(within(card).getByRole('button', { name: 'Confirm this time' }));
  expect(await screen.findByText('Confirmed: the member has been e-mailed.')).toBeInTheDocument();
  expect(api.bodies('POST /api/staff/consultations/c1/confirm')).toEqual([{ slotId: 'slot-1' }]);
  const confirmed = await screen.findByRole('article', { name: /Mia Member: Property Confirmed/ });
  await user.click(within(confirmed).getByRole('button', { name: 'Cancel the consultation' }));
  expect(within(confirmed).getByRole('textbox', { name: 'Reason (the member reads it)' })).toHaveAccessibleDescription(consultationMessages.reasonRequired);
  expect(api.sent('POST /api/staff/consultations/c1/cancel')).toHaveLength(0);
});

it('shows the member’s phone as a number to dial (issue 53)', async () => {
  api.on('GET /api/staff/consultations', () => ({ body: { success: true, payload: { items: [request] } } }));
  api.on('GET /api/staff/consultation-slots', () => ({ body: { success: true, payload: { slots: [] } } }));
  renderStaff('/staff/consultations', api);
  const card = await screen.findByRole('article', { name: /Mia Member: Property/ });
  expect(within(card).getByRole('link', { name: '07700 900123' })).toHaveAttribute('href', 'tel:07700900123');
});

it('refuses a past time beside its field, and the API’s refusal too, never only in a toast (issue 53)', async () => {
  api.on('GET /api/staff/consultations', () => ({ body: { success: true, payload: { items: [] } } }));
  api.on('GET /api/staff/consultation-slots', () => ({ body: { success: true, payload: { slots: [] } } }));
  api.on('POST /api/staff/consultation-slots', () => apiError(consultationMessages.slotTaken, 409));
  renderStaff('/staff/consultations', api);
  const user = userEvent.setup();
  const field = await screen.findByLabelText('Open a 30-minute time');
  await user.type(field, '2020-01-06T10:00');
  await user.click(screen.getByRole('button', { name: 'Open this time' }));
  expect(field).toHaveAccessibleDescription(expect.stringContaining('That time has passed. Please choose a time in the future.'));
  expect(api.sent('POST /api/staff/consultation-slots')).toHaveLength(0);
  await user.clear(field);
  await user.type(field, '2031-01-06T10:00');
  await user.click(screen.getByRole('button', { name: 'Open this time' }));
  await within(field.closest('form')!).findByText(consultationMessages.slotTaken);
  expect(field).toHaveAccessibleDescription(expect.stringContaining(consultationMessages.slotTaken));
});
