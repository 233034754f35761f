import { describe, expect, test } from '@rstest/core';
import { remoteEntry, shellRuntime } from './testFixtures';
import {
  balancedAt,
  chunkIdsIn,
  loadChunks,
  parseBundleGraph,
  parseStringMap,
  type AppGraph,
} from './bundleGraph';

describe('literal helpers', () => {
  test('parseStringMap reads numeric, bare and quoted keys', () => {
    expect([...parseStringMap('{0:"a",x:"b","2s":"c"}')]).toEqual([
      ['0', 'a'],
      ['x', 'b'],
      ['2s', 'c'],
    ]);
  });

  test('balancedAt returns the whole nested literal and rejects a non-bracket', () => {
    expect(balancedAt('x={a:{b:1},c:[2]};', 2)).toBe('{a:{b:1},c:[2]}');
    expect(() => balancedAt('abc', 0)).toThrow('Expected a bracket');
    expect(() => balancedAt('{a:{', 0)).toThrow('Unbalanced');
  });

  test('chunkIdsIn finds quoted and numeric chunk ids of any require alias', () => {
    expect(chunkIdsIn('Promise.all([r.e("le"),__webpack_require__.e(5)])')).toEqual(['le', '5']);
  });
});

describe('parseBundleGraph', () => {
  test('reads file names, consumes, shared providers and the bootstrap import of a host', () => {
    const graph = parseBundleGraph(shellRuntime);
    expect(graph.chunkFiles.get('5')).toBe('static/js/async/5.aaa.js');
    expect(graph.chunkFiles.has('le')).toBe(false);
    expect(graph.chunkConsumes.get('5')).toEqual(['react-router']);
    expect(graph.sharedProviders.get('react-router')).toEqual(['le', 'p']);
    expect(graph.sharedProviders.get('@supabase/supabase-js')).toEqual(['w4']);
    expect(graph.bootstrapChunks).toEqual(['le', '5']);
    expect(graph.exposes.size).toBe(0);
  });

  test('reads named chunk files and exposes of a remote entry', () => {
    const graph = parseBundleGraph(remoteEntry);
    expect(graph.chunkFiles.get('n')).toBe('static/js/async/__federation_expose_LandingPage.fff.js');
    expect(graph.chunkFiles.get('2')).toBe('static/js/async/2.eee.js');
    expect(graph.exposes.get('./LandingPage')).toEqual(['l', '2', 'n']);
    expect(graph.exposes.get('./HomePage')).toEqual(['v']);
    expect(graph.bootstrapChunks).toEqual([]);
  });

  test('reads a single named chunk (written as a comparison) under a minified require alias', () => {
    const graph = parseBundleGraph(
      'd.u=e=>"static/js/async/"+("ik"===e?"lib-router":e)+"."+({0:"aaa",ik:"bbb"})[e]+".js",',
    );
    expect(graph.chunkFiles.get('ik')).toBe('static/js/async/lib-router.bbb.js');
    expect(graph.chunkFiles.get('0')).toBe('static/js/async/0.aaa.js');
  });

  test('fails loudly when the runtime has no chunk file table', () => {
    expect(() => parseBundleGraph('console.log(1)')).toThrow('__webpack_require__.u');
  });
});

describe('loadChunks', () => {
  test('loads consumed shared packages once, from the first provider, then the chunk itself', () => {
    const shell: AppGraph = { app: 'shell', graph: parseBundleGraph(shellRuntime) };
    const remote: AppGraph = { app: 'marketing', graph: parseBundleGraph(remoteEntry) };
    const state = { files: new Set<string>(), loadedShared: new Map<string, string>() };
    loadChunks(shell, shell.graph.bootstrapChunks, [shell], state);
    expect([...state.files]).toEqual([
      'shell:static/js/async/id.ddd.js',
      'shell:static/js/async/p.bbb.js',
      'shell:static/js/async/5.aaa.js',
    ]);
    loadChunks(remote, remote.graph.exposes.get('./LandingPage') ?? [], [shell, remote], state);
    // react is already loaded from the shell, so the remote's own copy (chunk r) is never fetched.
    expect(state.files.has('marketing:static/js/async/r.ggg.js')).toBe(false);
    expect(state.files.has('marketing:static/js/async/__federation_expose_LandingPage.fff.js')).toBe(true);
    expect(state.loadedShared.get('react')).toBe('shell');
  });

  test("takes a later app's copy offered at a higher version, as the runtime does (the shell's account repository)", () => {
    const shell: AppGraph = { app: 'shell', graph: parseBundleGraph(shellRuntime) };
    const remote: AppGraph = {
      app: 'tracker',
      graph: parseBundleGraph(remoteEntry.replace('version:"19.0.0"', 'version:"19.10.0"')),
    };
    const state = { files: new Set<string>(), loadedShared: new Map<string, string>() };
    loadChunks(remote, ['l'], [shell, remote], state);
    expect(state.loadedShared.get('react')).toBe('tracker');
    expect([...state.files]).toEqual(['tracker:static/js/async/r.ggg.js']);
  });

  test("uses the remote's own copy when no earlier app provides the package", () => {
    const remote: AppGraph = { app: 'marketing', graph: parseBundleGraph(remoteEntry) };
    const state = { files: new Set<string>(), loadedShared: new Map<string, string>() };
    loadChunks(remote, ['l'], [remote], state);
    expect([...state.files]).toEqual(['marketing:static/js/async/r.ggg.js']);
  });
});
