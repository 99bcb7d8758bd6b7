import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './run.mjs';

/**
 * Source edits for the hot-update checks. Each is undone by swapping the text back (not by writing an old
 * copy over the file), so nothing else saved to the file meanwhile is lost. Undone on every way out: the
 * finally below, Ctrl-C or a kill, and process exit.
 */
const edits = new Map();
export function editSource(relativeFile, from, to) {
  const file = path.join(repoRoot, relativeFile);
  const source = readFileSync(file, 'utf8');
  if (source.split(from).length !== 2) throw new Error(`${relativeFile} no longer has the text "${from}" exactly once: update scripts/dev-smoke.mjs`);
  edits.set(file, { from, to });
  writeFileSync(file, source.replace(from, to));
}
export function undoEdit(file) {
  const edit = edits.get(file);
  if (!edit) return;
  edits.delete(file);
  try {
    const source = readFileSync(file, 'utf8');
    if (source.includes(edit.to)) writeFileSync(file, source.replace(edit.to, edit.from));
  } catch (error) {
    console.error(`could not put ${file} back: ${error.message}`);
  }
}
export const undoEdits = () => [...edits.keys()].forEach(undoEdit);
