import { LABELS, MESSAGES } from '@dreampitch/domain';
import { describe, expect, test } from '@rstest/core';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every user-facing message comes from the catalogue of libs/domain (messages.ts), so it is worded once and changed
 * in one place. These checks read the source of every app and library (tests excepted) and fail when a message is
 * typed elsewhere.
 */
const root = path.resolve(import.meta.dirname, '../..');
const SOURCE_ROOTS = ['libs', 'remotes', 'shell/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'dist', 'test'].includes(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|contract)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The code of a file without its comments (which may quote a message to explain it) and without developer logs
 * (`console.error('Failed to save game result', error)` is for the developer, not the user).
 */
function code(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/console\.\w+\(\s*(?:'[^'\n]*'|"[^"\n]*"|`[^`]*`)/g, 'console.log(');
}

const files = SOURCE_ROOTS.flatMap((dir) => sourceFiles(path.join(root, dir)))
  .filter((file) => !file.startsWith(path.join(root, 'libs/domain/')))
  .map((file) => ({ file: path.relative(root, file), text: code(readFileSync(file, 'utf8')) }));

/** A string literal ('…', "…" or `…` without interpolation) as the whole argument. */
const LITERAL = String.raw`(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\x60[^\x60$]*\x60)`;

/** Where a message reaches the user: a toast, or the fallback of an error shown to them. */
const MESSAGE_SINKS = [
  new RegExp(String.raw`showToast\(\s*${LITERAL}`, 'g'),
  new RegExp(String.raw`(?:errorMessage|messageForDatabaseError|toDataError)\([^,()]+,\s*${LITERAL}`, 'g'),
];

function findings(check: (text: string) => string[]): string[] {
  return files.flatMap(({ file, text }) => check(text).map((hit) => `${file}: ${hit}`));
}

describe('the message catalogue', () => {
  test('no catalogue message is typed again outside libs/domain', () => {
    const catalogue = [...Object.values(MESSAGES), ...Object.values(LABELS)].filter(
      (message) => message.length >= 12,
    );
    const typedAgain = findings((text) =>
      catalogue.filter((message) =>
        [`'${message}'`, `"${message}"`, `\`${message}\``].some((q) => text.includes(q)),
      ),
    );
    expect(typedAgain).toEqual([]);
  });

  test('toasts and error fallbacks take their words from the catalogue, not from a literal', () => {
    const literals = findings((text) =>
      MESSAGE_SINKS.flatMap((sink) => [...text.matchAll(sink)].map((m) => m[0])),
    );
    expect(literals).toEqual([]);
  });

  test('the check sees a typed message (it would fail on the duplicate the issue found)', () => {
    const sample = `pushToast('${MESSAGES.failedToSaveGameResult}', 'error'); showToast('Saved!', 'success');`;
    expect(sample.includes(`'${MESSAGES.failedToSaveGameResult}'`)).toBe(true);
    expect(MESSAGE_SINKS.some((sink) => [...sample.matchAll(sink)].length > 0)).toBe(true);
  });
});
