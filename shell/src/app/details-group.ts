import type { SyntheticEvent } from 'react';

/**
 * Browsers without exclusive `<details name>` (before 2024) leave several of a group open: when one opens,
 * the others of its group close, as the native group does. Call it from the details' onToggle.
 */
export function closeTheOthers(event: SyntheticEvent<HTMLDetailsElement>) {
  closeOthersOf(event.currentTarget);
}

/** The same for HTML React does not draw (a block kept as the server drew it): from a toggle listener. */
export function closeOthersOf(opened: HTMLDetailsElement) {
  const group = opened.getAttribute('name');
  if (!opened.open || !group) return;
  document.querySelectorAll<HTMLDetailsElement>('details[open]').forEach((other) => {
    if (other !== opened && other.getAttribute('name') === group) other.open = false;
  });
}
