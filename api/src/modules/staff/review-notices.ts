import type { Kysely } from 'kysely';
import type { Database, MailKind } from '../../db/tables';
import type { MailContent } from '../../mail/templates';
import type { QueueMail } from '../../mail/queue-worker';
import { findMemberById, listStaffMembers, membersByIds, type MemberSummary } from '../account/members.service';
import type { Actor } from './staff.service';

/**
 * What the review loops share (the news desk's articles, the pages desk's pages; docs/product/staff.md):
 * who is told that something waits for review, who is told it came back, and how a colleague is named in
 * those mails. Each loop writes its own letters and keeps its own review state.
 */

export const personName = (person: { firstname: string; lastname: string }) => `${person.firstname} ${person.lastname}`.trim();

/** Colleagues by id, named (a history's savers, a review's writer and editor); an account gone is not in it. */
export async function colleaguesByIds(db: Kysely<Database>, ids: (string | null)[]): Promise<Map<string, Colleague>> {
  const people = await membersByIds(
    db,
    ids.filter((id): id is string => Boolean(id)),
  );
  return new Map(people.map((m) => [m.id, { id: m.id, firstname: m.firstname, lastname: m.lastname }]));
}
export interface Colleague {
  id: string;
  firstname: string;
  lastname: string;
}

/** A colleague's name for a letter, or `fallback` (the CLI, an account gone). */
export async function nameOf(db: Kysely<Database>, id: string | null, fallback: string): Promise<string> {
  const person = id ? await findMemberById(db, id) : undefined;
  return person ? personName(person) : fallback;
}

/**
 * Queues a letter to every active editor (staff and admins, not deactivated) but the one asking, in the
 * caller's transaction: `letterFor` writes each one, given the editor and the asker's name.
 */
export async function tellEditors(
  db: Kysely<Database>,
  queue: QueueMail,
  kind: MailKind,
  actor: Actor,
  letterFor: (editor: MemberSummary, writer: string) => MailContent,
): Promise<void> {
  const writer = await nameOf(db, actor.id, 'A colleague');
  const editors = (await listStaffMembers(db)).filter((m) => (m.role === 'staff' || m.role === 'admin') && !m.deactivated_at && m.id !== actor.id);
  for (const editor of editors) await queue(kind, { to: editor.email, ...letterFor(editor, writer) });
}

/**
 * Queues a letter to the writer whose work an editor sent back, unless their account is gone or
 * deactivated: `letterFor` writes it, given the writer and the editor's name.
 */
export async function tellWriter(
  db: Kysely<Database>,
  queue: QueueMail,
  kind: MailKind,
  writerId: string | null,
  actor: Actor,
  letterFor: (writer: MemberSummary, editor: string) => MailContent,
): Promise<void> {
  const writer = writerId ? await findMemberById(db, writerId) : undefined;
  if (!writer || writer.deactivated_at) return;
  await queue(kind, { to: writer.email, ...letterFor(writer, await nameOf(db, actor.id, 'An editor')) });
}
