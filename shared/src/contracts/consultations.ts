import './zod-setup';
import { z } from 'zod';
import { serviceAreaList, type ServiceArea } from '../routes';
import { staffApiPrefix } from './staff';

/**
 * The free 30-minute consultation (docs/product/consultations.md): a member asks, choosing a topic (the
 * advice areas), a short description and the slots that suit them from those staff opened; staff assign an
 * adviser and confirm one slot, or reschedule or cancel with a reason. One per member per 12 months.
 */

export const consultationMinutes = 30;
/** A member may have one free consultation in this long (asked, confirmed or held; a cancelled one does not count). */
export const consultationPeriodDays = 365;

export const consultationStates = ['requested', 'confirmed', 'cancelled'] as const;
export type ConsultationState = (typeof consultationStates)[number];
export const consultationStateLabels: Record<ConsultationState, string> = { requested: 'Asked for', confirmed: 'Confirmed', cancelled: 'Cancelled' };

export const consultationMessages = {
  topicRequired: 'Please choose a topic.',
  descriptionRequired: 'Please tell us briefly what you would like to discuss.',
  slotsRequired: 'Please choose at least one time that suits you.',
  slotGone: 'One of the times you chose is no longer available. Please choose again.',
  /** A second request within 12 months; `{date}` is when the member may ask again. */
  oncePerYear: 'You have already had your free consultation in the last 12 months. You can ask for another from {date}.',
  requested: 'Thank you. We have your request and will e-mail you when an adviser confirms a time.',
  notFound: 'We could not find that consultation.',
  notRequested: 'Only a consultation that is waiting can be confirmed.',
  notActive: 'This consultation is already cancelled.',
  reasonRequired: 'Please give a reason: the member reads it.',
  adviserRequired: 'Please assign an adviser first.',
  slotRequired: 'Please choose a time.',
  slotTimesInvalid: 'A time must start in the future and last 30 minutes or more.',
  slotTaken: 'That time is already booked.',
  slotInPast: 'That time has passed. Please choose a time in the future.',
  /** The adviser calls: an account made from a staff invitation has no phone until one is added. */
  phoneNeeded: 'The adviser will call you: please add a phone number under Your details on your account page first.',
} as const;

/** "Thursday, 5 March 2026": when a member may ask again, as the refusal says it. */
export const consultationAgainMessage = (date: string) => consultationMessages.oncePerYear.replace('{date}', date);

export const consultationSlotsPath = '/api/consultations/slots';
export const consultationsPath = '/api/consultations';
export const myConsultationsPath = '/api/account/consultations';

const isoTime = z.iso.datetime({ offset: true });

export const consultationSlotSchema = z.object({ id: z.string(), startsAt: isoTime, endsAt: isoTime });
export type ConsultationSlot = z.infer<typeof consultationSlotSchema>;
export const consultationSlotsResponseSchema = z.object({ success: z.literal(true), payload: z.object({ slots: z.array(consultationSlotSchema) }) });

export const consultationRequestSchema = z.object({
  topic: z.enum(serviceAreaList as [ServiceArea, ...ServiceArea[]], { error: consultationMessages.topicRequired }),
  description: z
    .string({ error: consultationMessages.descriptionRequired })
    .trim()
    .min(1, consultationMessages.descriptionRequired)
    .max(1000, 'Please keep it to 1,000 characters.'),
  slotIds: z.array(z.string().max(36), { error: consultationMessages.slotsRequired }).min(1, consultationMessages.slotsRequired).max(5),
});
export type ConsultationRequest = z.infer<typeof consultationRequestSchema>;

/** A consultation as its member sees it. */
export const myConsultationSchema = z.object({
  id: z.string(),
  topic: z.string(),
  description: z.string(),
  state: z.enum(consultationStates),
  /** The confirmed time; null while it waits or once cancelled before one. */
  startsAt: isoTime.nullable(),
  endsAt: isoTime.nullable(),
  adviser: z.string().nullable(),
  preferred: z.array(consultationSlotSchema),
  cancelReason: z.string().nullable(),
  askedAt: z.string(),
});
export type MyConsultation = z.infer<typeof myConsultationSchema>;
export const myConsultationsResponseSchema = z.object({
  success: z.literal(true),
  payload: z.object({
    consultations: z.array(myConsultationSchema),
    /** When the member may ask again (ISO date), or null when they may now. */
    nextFrom: z.string().nullable(),
  }),
});
export const consultationRequestResponseSchema = z.object({ success: z.literal(true), message: z.string(), payload: myConsultationSchema });

/* ---- Staff ---- */

export const staffConsultationsPath = `${staffApiPrefix}/consultations`;
export const staffConsultationPath = (id: string) => `${staffConsultationsPath}/${encodeURIComponent(id)}`;
export const staffConsultationSlotsPath = `${staffApiPrefix}/consultation-slots`;
export const staffConsultationSlotPath = (id: string) => `${staffConsultationSlotsPath}/${encodeURIComponent(id)}`;

export const staffConsultationSchema = myConsultationSchema.extend({
  /** `phone`: the adviser calls (null: the account has none yet). */
  member: z.object({ id: z.string(), firstname: z.string(), lastname: z.string(), email: z.string(), phone: z.string().nullable() }),
  adviserId: z.string().nullable(),
  slotId: z.string().nullable(),
});
export type StaffConsultation = z.infer<typeof staffConsultationSchema>;
export const staffConsultationResponseSchema = z.object({ success: z.literal(true), payload: staffConsultationSchema });
export const staffConsultationListQuerySchema = z.object({ state: z.enum(consultationStates).optional() });
export const staffConsultationListResponseSchema = z.object({ success: z.literal(true), payload: z.object({ items: z.array(staffConsultationSchema) }) });

export const consultationAssignSchema = z.object({
  adviserId: z.string({ error: consultationMessages.adviserRequired }).min(1, consultationMessages.adviserRequired).max(36),
});
export const consultationConfirmSchema = z.object({
  slotId: z.string({ error: consultationMessages.slotRequired }).min(1, consultationMessages.slotRequired).max(36),
});
export const consultationRescheduleSchema = consultationConfirmSchema.extend({
  reason: z.string({ error: consultationMessages.reasonRequired }).trim().min(1, consultationMessages.reasonRequired).max(1000),
});
export const consultationCancelSchema = z.object({
  reason: z.string({ error: consultationMessages.reasonRequired }).trim().min(1, consultationMessages.reasonRequired).max(1000),
});

export const staffSlotSchema = consultationSlotSchema.extend({ taken: z.boolean() });
export type StaffSlot = z.infer<typeof staffSlotSchema>;
export const staffSlotsResponseSchema = z.object({ success: z.literal(true), payload: z.object({ slots: z.array(staffSlotSchema) }) });
export const staffSlotCreateSchema = z.object({ startsAt: isoTime, endsAt: isoTime });

export const consultationAuditActions = [
  'consultation.view',
  'consultation.assign',
  'consultation.confirm',
  'consultation.reschedule',
  'consultation.cancel',
  'consultation.slot.open',
  'consultation.slot.withdraw',
] as const;
