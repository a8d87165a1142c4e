import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** A file of content/data/, parsed: `readData('fabricas')`. */
export function readData<T>(name: string): T {
  return parse(readFileSync(`content/data/${name}.yml`, 'utf8')) as T;
}
