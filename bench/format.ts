/** Units for the benchmark tables (KB and MB are binary: 1 KB = 1,024 bytes). */

export function formatMs(ms: number): string {
  return `${Math.round(ms)} ms`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function formatRatio(ratio: number): string {
  return `${ratio.toFixed(2)}×`;
}

export function kilobytes(count: number): number {
  return count * 1024;
}

export function megabytes(count: number): number {
  return count * 1024 * 1024;
}
