import { existsSync } from 'node:fs';
import { describe, expect, test } from '@rstest/core';
import * as packaged from '../../node_modules/@module-federation/error-codes/dist/index.mjs';
import { browserAliases } from './index';
import * as browserBuild from './runtimeErrorCodes';

describe("the federation runtime's error codes in the browser builds", () => {
  test('the package (exactly its main entry) points at the stand-in', () => {
    const aliases = Object.entries(browserAliases('tracker')).filter(([request]) =>
      request.includes('error-codes'),
    );
    expect(aliases.map(([request]) => request)).toEqual(['@module-federation/error-codes$']);
    for (const [, target] of aliases) {
      expect(target).toMatch(/tools\/federation\/runtimeErrorCodes\.ts$/);
      expect(existsSync(target)).toBe(true);
    }
  });

  test('every code the runtime imports is there, with the same value', () => {
    const codes = Object.entries(packaged).filter(([name]) => /^(RUNTIME|BUILD|TYPE)_\d+$/.test(name));
    expect(codes.length).toBeGreaterThan(15);
    for (const [name, value] of codes) expect(browserBuild[name as keyof typeof browserBuild]).toBe(value);
  });

  test('an error still names its code, its arguments and the page that explains it, after a general sentence', () => {
    const message = browserBuild.getShortErrorMsg(browserBuild.RUNTIME_008, browserBuild.runtimeDescMap, {
      remoteName: 'tracker',
    });
    expect(message).toBe(
      [
        `${browserBuild.RUNTIME_ERROR} #RUNTIME-008`,
        'args: {"remoteName":"tracker"}',
        'View the docs to see how to solve: https://module-federation.io/guide/troubleshooting/runtime#runtime-008',
      ].join('\n'),
    );
  });
});
