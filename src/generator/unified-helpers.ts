/**
 * The unified helpers a project's own remark and rehype plugins import most (`unist-util-visit`,
 * `unist-util-visit-parents`, `mdast-util-to-string`), which this generator has itself: given to the
 * plugin when the project has not installed them, so that its plugin runs as on Docusaurus instead of
 * walking a stand-in. Each is its module's exports and also callable as the module itself was in its
 * CommonJS versions (`const visit = require('unist-util-visit')`, Docusaurus 2's plugins), with the
 * same arguments.
 */
import * as mdastUtilToString from 'mdast-util-to-string';
import * as unistUtilVisit from 'unist-util-visit';
import * as unistUtilVisitParents from 'unist-util-visit-parents';

function callableModule<T extends object>(exports: T, main: (...args: never[]) => unknown): T {
  return Object.assign((...args: never[]) => main(...args), exports);
}

export const UNIFIED_HELPERS: Readonly<Record<string, unknown>> = {
  'unist-util-visit': callableModule(unistUtilVisit, unistUtilVisit.visit as (...args: never[]) => unknown),
  'unist-util-visit-parents': callableModule(unistUtilVisitParents, unistUtilVisitParents.visitParents as (...args: never[]) => unknown),
  'mdast-util-to-string': callableModule(mdastUtilToString, mdastUtilToString.toString as (...args: never[]) => unknown),
};
