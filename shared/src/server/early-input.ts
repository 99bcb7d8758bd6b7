/**
 * What a visitor typed into the server's HTML before the page came alive (docs/decisions/0010). React 19
 * hydrates a controlled field without overwriting what is in it, but takes that text as the field's known
 * value, so the component's state never hears of it: the text shows until the next render puts the state's
 * empty value back. After hydration this hands each such field's text to React as an ordinary input event.
 *
 * A field was typed in early when its value differs from the value the server wrote (`defaultValue`): React
 * keeps `defaultValue` equal to the value of every field it controls, so a field typed in after hydration
 * never differs. A box ticked early is clicked again twice over (the second click is React's to see).
 */
export function replayEarlyInput(root: ParentNode = document): number {
  let replayed = 0;
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field.dataset.earlyReplayed !== undefined) continue;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked === field.defaultChecked) continue;
      field.dataset.earlyReplayed = '';
      // Undo the early tick without an event, then tick it again the way React listens for.
      field.checked = field.defaultChecked;
      field.click();
      replayed += 1;
      continue;
    }
    if (field.type === 'hidden' || field.value === field.defaultValue) continue;
    field.dataset.earlyReplayed = '';
    const typed = field.value;
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    const setNative = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
    // Through the element's own setter (which React watches) to the server's value, then past it to the
    // typed text: React then sees a change and calls the field's onChange with it.
    field.value = field.defaultValue;
    setNative?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    replayed += 1;
  }
  return replayed;
}
