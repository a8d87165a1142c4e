/**
 * Which option of an editable combobox's listbox is active after a key, as the WAI-ARIA 1.2
 * combobox pattern has it: the arrows move through the options and wrap; Home and End give the
 * visual focus back to the text (the caret moves as in any input). -1 means no option is active;
 * `undefined`, that the key does not move it.
 */
export function activeOptionAfter(key: string, active: number, count: number): number | undefined {
  if (count === 0) return key === 'ArrowDown' || key === 'ArrowUp' || key === 'Home' || key === 'End' ? -1 : undefined;
  switch (key) {
    case 'ArrowDown':
      return active < 0 || active >= count - 1 ? 0 : active + 1;
    case 'ArrowUp':
      return active <= 0 || active >= count ? count - 1 : active - 1;
    case 'Home':
    case 'End':
      return -1;
    default:
      return undefined;
  }
}

/** How a suggestion is opened: where a link would open in a new tab (Ctrl, ⌘, Shift, middle button), so does it. */
export function openSuggestion(url: string, how: { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; button?: number }): void {
  if (how.ctrlKey || how.metaKey || how.shiftKey || how.button === 1) window.open(url, '_blank', 'noopener');
  else location.assign(url);
}
