/** Reading values of a configuration that is JavaScript: anything may be anything. */
export type Options = Record<string, unknown>;

export function object(value: unknown): Options {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Options) : {};
}

export function array(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function trimSlashes(route: string): string {
  return route.replace(/^\/+|\/+$/g, '');
}
