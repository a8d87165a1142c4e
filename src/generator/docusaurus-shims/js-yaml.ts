import YAML from 'yaml';

/**
 * `js-yaml`, which Docusaurus configurations and components load for one call: its `load` and
 * `dump` are YAML parsing and writing, which the `yaml` package does; js-yaml 3's `safeLoad` and
 * `safeDump` (openapi-generator's configuration reads its sponsors with `safeLoad`) are the same here.
 */
export const load = (text: string): unknown => YAML.parse(text);
export const dump = (value: unknown): string => YAML.stringify(value);
export const safeLoad = load;
export const safeDump = dump;

export default { load, dump, safeLoad, safeDump };
