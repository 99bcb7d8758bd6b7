import type { AxiosInstance } from 'axios';
import {
  staffConsultationListResponseSchema,
  staffConsultationPath,
  staffConsultationResponseSchema,
  staffConsultationSlotPath,
  staffConsultationSlotsPath,
  staffConsultationsPath,
  staffSlotsResponseSchema,
  type StaffConsultation,
  type StaffSlot,
} from '@tenants/shared';

// The consultations desk's calls (docs/product/consultations.md).

export async function getConsultations(client: AxiosInstance, signal?: AbortSignal): Promise<StaffConsultation[]> {
  const { data } = await client.get(staffConsultationsPath, { signal });
  return staffConsultationListResponseSchema.parse(data).payload.items;
}

export async function getSlots(client: AxiosInstance, signal?: AbortSignal): Promise<StaffSlot[]> {
  const { data } = await client.get(staffConsultationSlotsPath, { signal });
  return staffSlotsResponseSchema.parse(data).payload.slots;
}

export async function openSlot(client: AxiosInstance, startsAt: string, endsAt: string): Promise<void> {
  await client.post(staffConsultationSlotsPath, { startsAt, endsAt });
}

export async function withdrawSlot(client: AxiosInstance, id: string): Promise<void> {
  await client.delete(staffConsultationSlotPath(id));
}

type Action =
  | { kind: 'adviser'; adviserId: string }
  | { kind: 'confirm'; slotId: string }
  | { kind: 'reschedule'; slotId: string; reason: string }
  | { kind: 'cancel'; reason: string };

export async function act(client: AxiosInstance, id: string, action: Action): Promise<StaffConsultation> {
  const { kind, ...body } = action;
  const { data } = await client.post(`${staffConsultationPath(id)}/${kind}`, body);
  return staffConsultationResponseSchema.parse(data).payload;
}
