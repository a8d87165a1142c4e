/**
 * The data a project's own plugins give its pages (`usePluginData('releases-plugin')`): each plugin
 * written in the project (a function in the configuration or a file of the project) that has
 * `loadContent` or `contentLoaded` is run as Docusaurus runs those two hooks, and what it passes to
 * `setGlobalData` is what the pages read. Nothing else it does is built: routes it adds, data files
 * it creates. A hook that throws, or runs longer than `TIMEOUT_MS` (a fetch to a site this machine
 * cannot reach), leaves that plugin without data, with a warning. The tags a plugin's
 * `injectHtmlTags` gives the head of every page (KubeVela's favicon plugin) are read too.
 */
import path from 'node:path';
import type { HeadTag } from '../model/config.ts';
import type { Warning } from '../model/errors.ts';
import { tagObjects } from './docusaurus-head-tags.ts';
import { setSiteGlobalData } from './docusaurus-shims/useGlobalData.ts';
import { nameAndOptions, type Options, pluginOfFile, text, unrunHookWarnings } from './docusaurus-values.ts';

const TIMEOUT_MS = 10_000;

/** Plugin name → instance id → data. */
export type GlobalData = Record<string, Record<string, unknown>>;

/** Runs the data hooks of the configuration's plugins and gives what they made to the pages rendered next; the head tags they inject. */
export async function givePluginDataToPages(entries: readonly unknown[], siteDir: string, siteConfig: Options, file: string, warnings: Warning[]): Promise<HeadTag[]> {
  const { data, headTags } = await pluginGlobalData(entries, siteDir, siteConfig, file, warnings);
  setSiteGlobalData(data);
  return headTags;
}

async function pluginGlobalData(entries: readonly unknown[], siteDir: string, siteConfig: Options, file: string, warnings: Warning[]): Promise<{ data: GlobalData; headTags: HeadTag[] }> {
  const data: GlobalData = {};
  const headTags: HeadTag[] = [];
  const context = { siteDir, siteConfig, baseUrl: text(siteConfig.baseUrl) ?? '/', outDir: path.join(siteDir, 'build'), generatedFilesDir: path.join(siteDir, '.docusaurus'), i18n: siteConfig.i18n };
  const cwd = process.cwd();
  process.chdir(siteDir);
  try {
    for (const entry of entries) {
      const [written, options] = Array.isArray(entry) ? entry : [entry, undefined];
      const plugin = typeof written === 'string' ? pluginOfFile(written, siteDir) : written;
      if (typeof plugin !== 'function') continue;
      let made: Options;
      let async: boolean;
      try {
        const returned = (plugin as (context: object, options: unknown) => unknown)(context, options ?? {});
        async = returned instanceof Promise;
        made = (await returned) as Options;
      } catch {
        continue;
      }
      if (typeof made !== 'object' || made === null) continue;
      // What an async plugin is was not known when its warning was written (Sapling's `webpack_config`, only `configureWebpack`).
      if (async) replaceUnrunWarning(warnings, nameAndOptions(entry)[0], unrunHookWarnings(made, text(made.name) ?? nameAndOptions(entry)[0], file));
      if (typeof made.injectHtmlTags === 'function') headTags.push(...injectedHeadTags(made, nameAndOptions(entry)[0], warnings));
      if (typeof made.loadContent !== 'function' && typeof made.contentLoaded !== 'function') continue;
      const name = text(made.name) ?? (typeof written === 'string' ? written : 'a plugin written in the configuration');
      const id = text((options as Options | undefined)?.id) ?? 'default';
      try {
        await withTimeout(runHooks(made, (value) => ((data[name] ??= {})[id] = value)), name);
      } catch (error) {
        warnings.push({ file, message: `plugin "${name}": its data for the pages could not be made (${(error as Error).message ?? String(error)}); pages that read it with usePluginData get none` });
        continue;
      }
      if (data[name]?.[id] === undefined) continue;
      // The warning of a plugin not run names it by its `name`, or, named by its file, by the path written.
      const unrun = warnings.find((warning) => [name, written].some((shown) => warning.message.startsWith(`plugin "${String(shown)}" is not run here`)));
      if (unrun) unrun.message = `plugin "${name}" is run here only for the data it gives the pages (setGlobalData): the pages, files or parts of every page it adds are not built`;
    }
  } finally {
    process.chdir(cwd);
  }
  return { data, headTags };
}

/**
 * The head tags of a plugin's `injectHtmlTags`; a plugin that does nothing else (but configure the
 * bundler) is then run whole, and its warning that it is not run goes. Tags for the body are not added.
 */
function injectedHeadTags(made: Options, name: string, warnings: Warning[]): HeadTag[] {
  let injected: Options;
  try {
    injected = (made.injectHtmlTags as (args: object) => Options).call(made, { content: undefined }) ?? {};
  } catch {
    return [];
  }
  const tags = tagObjects(injected.headTags);
  const onlyHead = injected.preBodyTags === undefined && injected.postBodyTags === undefined && Object.keys(made).every((hook) => ['name', 'injectHtmlTags', 'configureWebpack', 'getPathsToWatch'].includes(hook));
  if (onlyHead && tags.length > 0) replaceUnrunWarning(warnings, text(made.name) ?? name, []);
  return tags;
}

/** Puts `replacement` in the place of the warning that the plugin named `name` is not run. */
function replaceUnrunWarning(warnings: Warning[], name: string, replacement: Warning[]): void {
  const index = warnings.findIndex((warning) => warning.message.startsWith(`plugin "${name}" is not run here`));
  if (index !== -1) warnings.splice(index, 1, ...replacement);
}

async function runHooks(plugin: Options, setGlobalData: (data: unknown) => void): Promise<void> {
  const content: unknown = typeof plugin.loadContent === 'function' ? await (plugin.loadContent as () => unknown).call(plugin) : undefined;
  if (typeof plugin.contentLoaded !== 'function') return;
  const actions = { setGlobalData, addRoute: () => {}, createData: async (name: string) => name };
  await (plugin.contentLoaded as (args: object) => unknown).call(plugin, { content, actions, allContent: {} });
}

function withTimeout(work: Promise<void>, name: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`it ran for more than ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer)) as Promise<void>;
}
