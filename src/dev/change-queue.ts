/**
 * Runs rebuilds one at a time. Files saved while a rebuild runs, or within `settleMs` of each other
 * (an editor saving several files, a `git checkout`), are folded into the next single rebuild.
 */
export class ChangeQueue {
  private readonly pending = new Set<string>();
  private running: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly rebuild: (paths: string[]) => Promise<void>,
    private readonly settleMs: number,
  ) {}

  add(file: string): void {
    this.pending.add(file);
    if (!this.running) this.schedule();
  }

  /** Drops what is waiting (the dev server is stopping). */
  clear(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pending.clear();
  }

  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.flush(), this.settleMs);
  }

  private flush(): void {
    this.timer = undefined;
    const paths = [...this.pending];
    this.pending.clear();
    this.running = this.rebuild(paths)
      // A rebuild reports its own errors; one that throws anyway must not stop the saves after it.
      .catch((error: unknown) => console.error(`The rebuild stopped unexpectedly: ${error instanceof Error ? error.stack : String(error)}`))
      .finally(() => {
        this.running = undefined;
        if (this.pending.size > 0) this.schedule();
      });
  }
}
