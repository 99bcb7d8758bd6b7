/** What was typed on an earlier visit and not saved, offered back before it is overwritten. */
export function RestoreOffer({ onRestore, onDiscard }: { onRestore(): void; onDiscard(): void }) {
  return (
    <div className="staff-restore" role="region" aria-label="Unsaved changes">
      <p className="staff-restore__text">Restore your unsaved changes?</p>
      <button type="button" className="staff-button" onClick={onRestore}>
        Restore
      </button>
      <button type="button" className="staff-button staff-button--ghost" onClick={onDiscard}>
        Discard
      </button>
    </div>
  );
}
