/**
 * Lines of the start-up and first-paint production code: the figure issue #34 asks to bring down by a third.
 * `npx tsx tools/bench/startupLines.ts [--rev <git rev>]` prints the total and each file's count, of the working
 * tree or of a commit (read with git, no checkout).
 *
 * A line counts when it holds a token: blank lines and lines holding only comments do not. Tests, test helpers and
 * fixtures are not production code; only TypeScript and JavaScript sources count (not CSS or HTML).
 */
import { execFileSync } from 'node:child_process';
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The start-up and first-paint code. The last group names files that held this code before #34 moved or merged it,
 * so an old commit is counted over the same code.
 */
export const STARTUP_GLOBS: readonly string[] = [
  'shell/src/firstPaint/**',
  'shell/src/prerender/**',
  'shell/src/federation/**',
  'shell/src/layout/**',
  'shell/src/bootstrap.tsx',
  'shell/src/index.ts',
  'shell/src/yieldingStart.ts',
  'shell/src/App.tsx',
  'shell/src/routes.tsx',
  'tools/federation/**',
  'tools/prerender/**',
  'libs/app-frame/src/**',
  'libs/data/src/stored-session.ts',
  'libs/data/src/unused-supabase-clients.ts',
  'libs/data/src/auth-storage.ts',
  'libs/data/src/device-session.ts',
  'shell/src/prerendered.ts',
  'shell/src/startInStages.ts',
  'shell/src/stagedChunkRequests.ts',
  'shell/src/yieldToBrowser.ts',
];

const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;
const NOT_PRODUCTION =
  /(\.test\.|\.pgtest\.|\.fixture\.|\.testing\.|(^|\/)testing\.tsx?$|(^|\/)testFixtures\.)/;

export function isCountedFile(file: string, globs: readonly string[] = STARTUP_GLOBS): boolean {
  return (
    SOURCE.test(file) && !NOT_PRODUCTION.test(file) && globs.some((glob) => path.matchesGlob(file, glob))
  );
}

/**
 * Lines that hold at least one token. TypeScript's parser finds the tokens, so `//` inside a string or a template
 * is code, and a string or template over several lines counts each of its lines.
 */
export function codeLines(text: string, fileName = 'file.ts'): number {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, scriptKind(fileName));
  const lines = new Set<number>();
  const visit = (node: ts.Node): void => {
    // The parser hands doc comments over as nodes of their own; they are comments.
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    const children = node.getChildren(source);
    if (children.length > 0) return children.forEach(visit);
    const start = node.getStart(source);
    if (node.getEnd() <= start) return;
    const first = source.getLineAndCharacterOfPosition(start).line;
    const last = source.getLineAndCharacterOfPosition(node.getEnd() - 1).line;
    for (let line = first; line <= last; line++) lines.add(line);
  };
  visit(source);
  return lines.size;
}

function scriptKind(fileName: string): ts.ScriptKind {
  if (fileName.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (/\.(js|mjs|cjs)$/.test(fileName)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

export interface FileLines {
  file: string;
  lines: number;
}

/** Counts of the files of the working tree at `root`, or of commit `rev` of the repository at `root`. */
export function startupLines(root: string, rev?: string): FileLines[] {
  const files = rev
    ? execFileSync('git', ['ls-tree', '-r', '--name-only', rev], { cwd: root, encoding: 'utf8' }).split('\n')
    : STARTUP_GLOBS.flatMap((glob) => globSync(glob, { cwd: root }));
  const read = (file: string) =>
    rev
      ? execFileSync('git', ['show', `${rev}:${file}`], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 26 })
      : readFileSync(path.join(root, file), 'utf8');
  return [...new Set(files.filter((file) => isCountedFile(file)))]
    .sort()
    .map((file) => ({ file, lines: codeLines(read(file), file) }));
}

function main(): void {
  const revAt = process.argv.indexOf('--rev');
  const rev = revAt >= 0 ? process.argv[revAt + 1] : undefined;
  const root = path.resolve(import.meta.dirname, '../..');
  const counts = startupLines(root, rev);
  for (const { file, lines } of counts) process.stdout.write(`${String(lines).padStart(6)}  ${file}\n`);
  const total = counts.reduce((sum, { lines }) => sum + lines, 0);
  process.stdout.write(
    `${String(total).padStart(6)}  total, ${counts.length} files${rev ? ` at ${rev}` : ''}\n`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
