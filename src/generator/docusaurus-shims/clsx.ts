type ClassValue = string | number | bigint | boolean | null | undefined | ClassValue[] | Record<string, unknown>;

/** The `clsx` package's function, for sites that import it without having it installed. */
export default function clsx(...values: ClassValue[]): string {
  return values.flatMap(classNames).join(' ');
}

export { clsx };

function classNames(value: ClassValue): string[] {
  if (Array.isArray(value)) return value.flatMap(classNames);
  if (typeof value === 'object' && value !== null) return Object.keys(value).filter((name) => value[name]);
  return (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') && value ? [String(value)] : [];
}
