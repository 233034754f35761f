/**
 * Reads the chunk graph that Rspack + Module Federation write into an entry script's runtime, so the
 * size check knows which chunks a first load fetches without running a browser. The runtime is
 * minified, but these tables are emitted as plain object literals keyed by chunk id:
 *
 * - `__webpack_require__.u=e=>"static/js/async/"+(({names})[e]||e)+"."+({hashes})[e]+".js"`: chunk file names
 *   (the minifier may rename `__webpack_require__`, so any identifier is accepted);
 * - `consumesLoadingData={chunkMapping:{chunk:[consumeId]},moduleIdToConsumeDataMapping:{id:{…shareKey:"x"…}}}`:
 *   which shared packages a chunk needs before it runs;
 * - `initializeSharingData={…[{name:"x",version:"v",factory:()=>…e("a")…}]}`: the chunks that provide a
 *   shared package when this app's copy is the one used;
 * - `initializeExposesData={moduleMap:{"./Page":()=>…e("a")…}}`: the chunks of an exposed module;
 * - `Promise.all([r.e("a"),…]).then(r.bind(r,"id"))` outside the runtime: the entry's `import('./bootstrap')`.
 */

export interface BundleGraph {
  /** Chunk id -> file path relative to dist. Chunks without a file (consume-only) are absent. */
  chunkFiles: Map<string, string>;
  /** Chunk id -> share keys it consumes. */
  chunkConsumes: Map<string, string[]>;
  /** Share key -> chunk ids that provide this app's copy. */
  sharedProviders: Map<string, string[]>;
  /** Share key -> the version this app offers its copy at. */
  sharedVersions: Map<string, string>;
  /** Exposed module name (e.g. "./LandingPage") -> chunk ids. */
  exposes: Map<string, string[]>;
  /** Chunks the entry loads at once (its async boundary); empty for a remote entry. */
  bootstrapChunks: string[];
}

const KEY = String.raw`(?:"([^"]+)"|([\w$]+))`;

/** Entries of a flat object literal like `{0:"ab",x:"cd","2s":"ef"}`. */
export function parseStringMap(literal: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const match of literal.matchAll(new RegExp(`${KEY}:"([^"]*)"`, 'g'))) {
    entries.set((match[1] ?? match[2]) as string, match[3] as string);
  }
  return entries;
}

/** The text of the balanced `{…}` or `[…]` starting at `start`. Strings in these tables hold no brackets. */
export function balancedAt(source: string, start: number): string {
  const open = source[start];
  const close = open === '{' ? '}' : open === '[' ? ']' : open === '(' ? ')' : undefined;
  if (!close) throw new Error(`Expected a bracket at ${start}, found ${open ?? 'end of file'}.`);
  let depth = 0;
  for (let i = start; i < source.length; i += 1) {
    if (source[i] === open) depth += 1;
    else if (source[i] === close) {
      depth -= 1;
      if (depth === 0) return source.slice(start, i + 1);
    }
  }
  throw new Error(`Unbalanced ${open} at ${start}.`);
}

/** Chunk ids of every `X.e(id)` call in a piece of code, in order. */
export function chunkIdsIn(code: string): string[] {
  return [...code.matchAll(/[\w$]+\.e\((?:"([^"]+)"|(\d+))\)/g)].map((m) => (m[1] ?? m[2]) as string);
}

function literalAfter(source: string, marker: string): string | undefined {
  const at = source.indexOf(marker);
  if (at < 0) return undefined;
  const brace = source.indexOf('{', at + marker.length - 1);
  return balancedAt(source, brace);
}

const CHUNK_FILE_FUNCTION = /\b[\w$]+\.u=[\w$]+=>"static\/js\//;

/** Whether a script carries the chunk-loading runtime (an entry's runtime, not a plain chunk). */
export const hasChunkLoadingRuntime = (source: string) => CHUNK_FILE_FUNCTION.test(source);

function parseChunkFiles(source: string): Map<string, string> {
  const at = CHUNK_FILE_FUNCTION.exec(source)?.index ?? -1;
  if (at < 0) throw new Error('No chunk file name function (__webpack_require__.u) in the entry script.');
  const end = source.indexOf('.js"', at);
  const expression = source.slice(at, end + 4);
  const prefix = /"([^"]*)"\+/.exec(expression)?.[1] ?? '';
  const literals: string[] = [];
  for (let i = expression.indexOf('{'); i >= 0; i = expression.indexOf('{', i)) {
    const literal = balancedAt(expression, i);
    literals.push(literal);
    i += literal.length;
  }
  // With named chunks the first literal holds names and the last the hashes; otherwise only hashes. A single
  // named chunk is written as a comparison instead: `("ik"===e?"lib-router":e)`.
  const hashes = parseStringMap(literals.at(-1) ?? '');
  const names = literals.length > 1 ? parseStringMap(literals[0] as string) : new Map<string, string>();
  const single = /\("([^"]+)"===[\w$]+\?"([^"]+)":[\w$]+\)/.exec(expression);
  if (single) names.set(single[1] as string, single[2] as string);
  const files = new Map<string, string>();
  for (const [id, hash] of hashes) files.set(id, `${prefix}${names.get(id) ?? id}.${hash}.js`);
  return files;
}

function parseConsumes(source: string): Map<string, string[]> {
  const consumes = new Map<string, string[]>();
  const data = literalAfter(source, 'consumesLoadingData={');
  if (!data) return consumes;
  const mapping = literalAfter(data, 'chunkMapping:{') ?? '{}';
  const details = literalAfter(data, 'moduleIdToConsumeDataMapping:{') ?? '{}';
  const shareKeyOf = new Map<string, string>();
  for (const m of details.matchAll(new RegExp(`${KEY}:\\{shareScope:"[^"]*",shareKey:"([^"]+)"`, 'g'))) {
    shareKeyOf.set((m[1] ?? m[2]) as string, m[3] as string);
  }
  for (const m of mapping.matchAll(new RegExp(`${KEY}:\\[([^\\]]*)\\]`, 'g'))) {
    const moduleIds = [...(m[3] as string).matchAll(/"([^"]+)"/g)].map((id) => id[1] as string);
    consumes.set(
      (m[1] ?? m[2]) as string,
      moduleIds.map((id) => shareKeyOf.get(id)).filter((key): key is string => key !== undefined),
    );
  }
  return consumes;
}

function parseSharedProviders(source: string): Pick<BundleGraph, 'sharedProviders' | 'sharedVersions'> {
  const sharedProviders = new Map<string, string[]>();
  const sharedVersions = new Map<string, string>();
  const data = literalAfter(source, 'initializeSharingData={');
  if (!data) return { sharedProviders, sharedVersions };
  const starts = [...data.matchAll(/\{name:"([^"]+)",version:"([^"]*)",factory:/g)];
  starts.forEach((match, index) => {
    const end = starts[index + 1]?.index ?? data.length;
    const factory = data.slice(match.index, end);
    const body = factory.slice(0, Math.max(factory.indexOf('.then('), 0));
    sharedProviders.set(match[1] as string, chunkIdsIn(body));
    sharedVersions.set(match[1] as string, match[2] as string);
  });
  return { sharedProviders, sharedVersions };
}

/** "1.10.0" > "1.9.2"; the apps' versions are plain numbers (one lockfile, workspace packages). */
function versionAbove(a: string, b: string): boolean {
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const difference = (x[i] ?? 0) - (y[i] ?? 0);
    if (difference) return difference > 0;
  }
  return false;
}

/**
 * The app whose copy of `shareKey` the runtime picks when none is loaded yet: the highest version of those
 * registered, the first registered (the shell) on a tie.
 */
export function providerOf(providers: AppGraph[], shareKey: string): AppGraph | undefined {
  let chosen: AppGraph | undefined;
  for (const candidate of providers) {
    if (!candidate.graph.sharedProviders.has(shareKey)) continue;
    const version = candidate.graph.sharedVersions.get(shareKey) ?? '';
    if (!chosen || versionAbove(version, chosen.graph.sharedVersions.get(shareKey) ?? '')) chosen = candidate;
  }
  return chosen;
}

function parseExposes(source: string): Map<string, string[]> {
  const exposes = new Map<string, string[]>();
  const moduleMap = literalAfter(source, 'initializeExposesData={moduleMap:{');
  if (!moduleMap) return exposes;
  const starts = [...moduleMap.matchAll(/"(\.\/[^"]+)":\(\)=>/g)];
  starts.forEach((match, index) => {
    const end = starts[index + 1]?.index ?? moduleMap.length;
    const body = moduleMap.slice(match.index, end);
    exposes.set(match[1] as string, chunkIdsIn(body.slice(0, Math.max(body.indexOf('.then('), 0))));
  });
  return exposes;
}

/** The entry module's `import('./bootstrap')`: chunk loads written with the short require alias. */
function parseBootstrapChunks(source: string): string[] {
  const pattern =
    /(?:Promise\.all\(\[((?:[\w$]{1,3}\.e\([^)]*\),?)+)\]\)|([\w$]{1,3}\.e\([^)]*\)))\.then\(([\w$]{1,3})\.bind\(\3,/g;
  const match = pattern.exec(source);
  return match ? chunkIdsIn((match[1] ?? match[2]) as string) : [];
}

export function parseBundleGraph(source: string): BundleGraph {
  return {
    chunkFiles: parseChunkFiles(source),
    chunkConsumes: parseConsumes(source),
    ...parseSharedProviders(source),
    exposes: parseExposes(source),
    bootstrapChunks: parseBootstrapChunks(source),
  };
}

export interface LoadState {
  /** Files fetched so far, relative to their app's dist, prefixed with the app name ("shell:static/…"). */
  files: Set<string>;
  /** Share keys already provided, and by which app. */
  loadedShared: Map<string, string>;
}

export interface AppGraph {
  app: string;
  graph: BundleGraph;
}

/**
 * Walks chunk loads as the federation runtime does under the 'loaded-first' share strategy: a chunk
 * first needs its consumed shared packages; a package already loaded costs nothing, otherwise the
 * app in `providers` that registers it at the highest version supplies its chunks (the first, the shell, on a tie).
 */
export function loadChunks(owner: AppGraph, chunkIds: string[], providers: AppGraph[], state: LoadState) {
  const seen = new Set<string>();
  const visit = (app: AppGraph, chunkId: string) => {
    const key = `${app.app}:${chunkId}`;
    if (seen.has(key)) return;
    seen.add(key);
    for (const shareKey of app.graph.chunkConsumes.get(chunkId) ?? []) {
      if (state.loadedShared.has(shareKey)) continue;
      const provider = providerOf(providers, shareKey) ?? app;
      state.loadedShared.set(shareKey, provider.app);
      for (const providerChunk of provider.graph.sharedProviders.get(shareKey) ?? [])
        visit(provider, providerChunk);
    }
    const file = app.graph.chunkFiles.get(chunkId);
    if (file) state.files.add(`${app.app}:${file}`);
  };
  for (const chunkId of chunkIds) visit(owner, chunkId);
}
