import YAML from 'yaml';

/**
 * `js-yaml`, which Docusaurus configurations and components load for one call: its `load` and
 * `dump` are YAML parsing and writing, which the `yaml` package does.
 */
export const load = (text: string): unknown => YAML.parse(text);
export const dump = (value: unknown): string => YAML.stringify(value);

export default { load, dump };
