import { useState, type ReactNode } from 'react';
import { inputIdOf } from '../lib/draft-page';

const moved = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

interface ListProps<T> {
  legend: string;
  /** One item's name: "Add point", "Move point 2 up". */
  item: string;
  hint?: string;
  error?: string;
  items: readonly T[];
  onChange(next: T[]): void;
  empty(): T;
  path: string;
  render(item: T, index: number, change: (next: T) => void): ReactNode;
}

/** Repeatable rows: each with Move up, Move down and Remove; Add at the end. The focus follows a moved row's button. */
export function ListField<T>({ legend, item, hint, error, items, onChange, empty, path, render }: ListProps<T>) {
  const [said, setSaid] = useState('');
  const name = (index: number) => `${item} ${index + 1}`;
  const move = (from: number, to: number) => {
    onChange(moved(items, from, to));
    setSaid(`${name(from)} moved to place ${to + 1}.`);
    // The row's own button in its new place keeps the focus, so moving again is one more press.
    setTimeout(() => focusMoved(`${inputIdOf(path)}-row-${to}`, to < from), 0);
  };
  return (
    <fieldset className="staff-fieldset staff-pages__list" id={inputIdOf(path)} tabIndex={-1}>
      <legend className="staff-fieldset__legend">{legend}</legend>
      {hint && <p className="staff-field__hint">{hint}</p>}
      {error && (
        <p className="ui-field__error" role="alert">
          {error}
        </p>
      )}
      {items.map((value, index) => (
        <div key={index} className="staff-pages__row" role="group" aria-label={`${capital(name(index))} of ${legend}`}>
          {render(value, index, (next) => onChange(items.map((current, at) => (at === index ? next : current))))}
          <div className="staff-actions--inline staff-pages__row-actions">
            <button
              type="button"
              id={`${inputIdOf(path)}-row-${index}-up`}
              className="staff-button staff-button--ghost"
              disabled={index === 0}
              aria-label={`Move ${name(index)} up`}
              onClick={() => move(index, index - 1)}
            >
              Up
            </button>
            <button
              type="button"
              id={`${inputIdOf(path)}-row-${index}-down`}
              className="staff-button staff-button--ghost"
              disabled={index === items.length - 1}
              aria-label={`Move ${name(index)} down`}
              onClick={() => move(index, index + 1)}
            >
              Down
            </button>
            <button
              type="button"
              className="staff-button staff-button--ghost"
              aria-label={`Remove ${name(index)}`}
              onClick={() => {
                onChange(items.filter((_, at) => at !== index));
                setSaid(`${capital(name(index))} removed.`);
              }}
            >
              Remove
            </button>
          </div>
        </div>
      ))}
      <button type="button" className="staff-button staff-button--ghost" onClick={() => onChange([...items, empty()])}>
        Add {item}
      </button>
      <p className="ui-visually-hidden" role="status">
        {said}
      </p>
    </fieldset>
  );
}

/** After a move, the same button in the new place, or the other way when that end is reached (a disabled button takes no focus). */
export function focusMoved(stem: string, up: boolean) {
  const same = document.getElementById(`${stem}-${up ? 'up' : 'down'}`) as HTMLButtonElement | null;
  const other = document.getElementById(`${stem}-${up ? 'down' : 'up'}`) as HTMLButtonElement | null;
  (same && !same.disabled ? same : other)?.focus();
}

const capital = (text: string) => text[0].toUpperCase() + text.slice(1);
