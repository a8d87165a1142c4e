/** Runs `task` when the browser is idle (at the latest after `timeoutMs`); Safari has no idle callback. */
export function whenIdle(win: Window, task: () => void, timeoutMs: number): void {
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(task, { timeout: timeoutMs });
  else setTimeout(task, Math.min(timeoutMs, 200));
}
