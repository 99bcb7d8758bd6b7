/**
 * Saves data the browser already holds as a file: a Blob behind a temporary `<a download>`, its address
 * revoked a moment after the click (some browsers read it after click() has returned). Used where a plain
 * link cannot work because the call needs the session's token (a member's data, the staff exports).
 */
export function saveFile(data: Blob | string, name: string, type = 'application/json'): void {
  const url = URL.createObjectURL(data instanceof Blob ? data : new Blob([data], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
