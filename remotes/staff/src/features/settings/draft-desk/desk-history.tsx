import type { SiteRecordDesk, SiteRecordVersion } from '@tenants/shared';
import { VersionHistory } from '../../common/components/version-history';
import { memberName, useTeam } from '../../common/hooks/use-team';
import { formatDateTime } from '../../common/lib/format';
import type { FieldSpec } from '../../pages/lib/block-fields';
import { changeSummary, recordChanges } from './record-diff';
import type { SiteRecordApi } from './site-record-api';
import type { DeskPanel } from './use-draft-desk';

interface Props<T> {
  api: SiteRecordApi<T>;
  fields: FieldSpec[];
  noun: string;
  /** Typed changes not yet saved: a restore replaces them, so it asks first. */
  dirty: boolean;
  /** Asked again when it changes while open (a publish adds a version). */
  reloadKey: string;
  onPanel(panel: DeskPanel): void;
  onRestored(desk: SiteRecordDesk<T>): void;
}

/**
 * Every publish of the settings or the menus, newest first: who published it and when, a line naming what it
 * changed from the one before, its changes word by word and item by item, a preview of it in the site, and
 * Restore, which puts it in the draft (never live at once). The pages desk's history, shared.
 */
export function DeskHistory<T>({ api, fields, noun, dirty, reloadKey, onPanel, onRestored }: Props<T>) {
  const team = useTeam();
  const titled = (list: SiteRecordVersion<T>[]) =>
    list.map((version, index) => {
      const previous = list[index + 1];
      const title = previous
        ? changeSummary(recordChanges(fields, previous.value, version.value))
        : version.savedBy
          ? 'The first version kept'
          : `The ${noun} as they were before the history was kept`;
      return { ...version, title };
    });
  const when = (version: { savedAt: string }) => formatDateTime(version.savedAt);
  return (
    <>
      <p className="staff-field__hint">Each publish is kept in the history. Restore puts a version into the draft: visitors see it only once you publish it.</p>
      <VersionHistory
        load={async (signal) => titled(await api.versions(signal))}
        reloadKey={reloadKey}
        describe={(version) => {
          const member = team.find((one) => one.id === version.savedBy);
          if (!version.savedBy) return { who: 'The site', how: 'As it was before the history was kept' };
          return { who: member ? memberName(member) : 'A member of staff', how: 'Published' };
        }}
        dirty={dirty}
        live={false}
        canRestoreLive
        onPreview={async (version) => {
          const drawn = await api.preview(version.value);
          const label = `Preview of the version of ${when(version)}`;
          if (drawn.page) onPanel({ kind: 'preview', label, page: drawn.page });
          else
            onPanel({
              kind: 'changes',
              label,
              rows: recordChanges(fields, {}, version.value),
              note: 'The site is not drawn here, so the preview lists the version’s words.',
            });
        }}
        onCompare={async (version, previous) =>
          onPanel({ kind: 'changes', label: `What changed in the version of ${when(version)}`, rows: recordChanges(fields, previous.value, version.value) })
        }
        onRestore={async (version) => onRestored(await api.restore(version.id))}
      />
    </>
  );
}
