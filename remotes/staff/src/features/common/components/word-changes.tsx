import { diffWords } from '../lib/word-diff';
import './preview.css';

/**
 * One text's changes, word by word: removed words struck through, added ones marked, each said in words too
 * (a screen reader does not announce ins and del). The pages desk's and the settings' and menus' histories share it.
 */
export function WordChanges({ before, after }: { before: string; after: string }) {
  return (
    <p className="staff-changes__text">
      {diffWords(before, after).map((change, index) =>
        change.kind === 'same' ? (
          <span key={index}>{change.text}</span>
        ) : change.kind === 'added' ? (
          <ins key={index} className="staff-changes__added">
            <span className="ui-visually-hidden">[added: </span>
            {change.text}
            <span className="ui-visually-hidden">]</span>
          </ins>
        ) : (
          <del key={index} className="staff-changes__removed">
            <span className="ui-visually-hidden">[removed: </span>
            {change.text}
            <span className="ui-visually-hidden">]</span>
          </del>
        ),
      )}
    </p>
  );
}
