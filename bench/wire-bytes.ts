/**
 * Bytes on the wire by kind of file (issue 35): a wiki page of median size, the home, a blog post,
 * the stylesheet and the client JS a wiki page loads, as the build writes them (`.br`, `.gz`),
 * with what Brotli at quality 11 makes of the same bytes beside ours: the gain of writing the
 * `.br` files at the highest quality.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { formatBytes } from './format.ts';
import { assetsOf, medianOf, typicalBlogPost, wikiPagesBySize } from './output-pages.ts';
import type { Table } from './table.ts';

export interface WireContext {
  name: string;
  /** Output folder, absolute. */
  outDir: string;
  /** Only the wiki page: the other kinds are the same as the site's, or not what the context is about. */
  wikiOnly?: boolean;
}

interface Kind {
  kind: string;
  files: readonly string[];
}

export function wireBytesTable(contexts: readonly WireContext[]): Table {
  const rows = contexts.flatMap((context) => kindsOf(context).map((kind) => row(context, kind)));
  return {
    title: 'Bytes on the wire by kind of file (ours as built, and the .br at Brotli quality 11)',
    header: ['content', 'kind', 'raw', 'gzip', 'Brotli (ours)', 'Brotli q11', 'q11 saves'],
    rows,
    notes: [
      'wiki page: the median of the wiki\'s HTML by raw size; blog post: the median post; client JS: every module script and preload of that wiki page, summed',
      'Brotli q11: node:zlib brotliCompressSync with BROTLI_PARAM_QUALITY 11 on the raw file, against the .br the build wrote',
      ...contexts.flatMap((context) => kindsOf(context).map((kind) => `${context.name}, ${kind.kind}: ${kind.files.join(', ')}`)),
    ],
  };
}

function kindsOf(context: WireContext): Kind[] {
  const wikiPage = medianOf(wikiPagesBySize(context.outDir)).file;
  if (context.wikiOnly) return [{ kind: 'wiki page', files: [wikiPage] }];
  const post = typicalBlogPost(context.outDir);
  const assets = assetsOf(context.outDir, wikiPage);
  return [
    { kind: 'wiki page', files: [wikiPage] },
    { kind: 'home', files: ['index.html'] },
    ...(post ? [{ kind: 'blog post', files: [post.file] }] : []),
    { kind: 'CSS', files: assets.css },
    { kind: 'client JS', files: assets.js },
  ];
}

function row(context: WireContext, { kind, files }: Kind): string[] {
  const sum = (size: (file: string) => number) => files.reduce((total, file) => total + size(path.join(context.outDir, file)), 0);
  const ours = sum((file) => readFileSync(`${file}.br`).length);
  const best = sum((file) => brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length);
  return [
    context.name,
    kind,
    formatBytes(sum((file) => readFileSync(file).length)),
    formatBytes(sum((file) => readFileSync(`${file}.gz`).length)),
    formatBytes(ours),
    formatBytes(best),
    `${Math.round((100 * (ours - best)) / ours)} %`,
  ];
}
