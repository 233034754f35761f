/** What is read of the bundler's compilation: the files of each exposed page's chunk group. */
interface ChunkGroups {
  namedChunkGroups: { get(name: string): { getFiles(): string[] } | undefined };
}

/** What is read and written of the federation plugin's stats, from which it writes mf-manifest.json. */
interface ExposedPages {
  exposes: { name: string; path?: string; assets: { js: { sync: string[] } } }[];
}

/** The chunk (and chunk group) the federation plugin makes of an exposed module. */
export const exposeChunkName = (exposeName: string) => `__federation_expose_${exposeName}`;

/**
 * The manifest's list of an exposed page's scripts leaves out every chunk that the fallback copy of a shared package
 * also contains (the `shared-libs` chunks of libs code that `@dreampitch/data` or the session use too), though the
 * remote's entry asks for all of them with the page. A page's HTML preloads the files its manifest lists beside the
 * shell's (shell/src/firstPaint/startAfterFirstPaint.ts); the rest would wait for the remote's entry (eight scripts on
 * the goal tracker). So each page lists every script of its chunk group, the manifest's own first.
 */
export function listEveryPageScript<Stats extends ExposedPages>({
  stats,
  compilation,
}: {
  stats: Stats;
  compilation: ChunkGroups;
}): Stats {
  for (const expose of stats.exposes) {
    const group = compilation.namedChunkGroups.get(exposeChunkName(expose.name));
    // A federation plugin that names its chunks otherwise: the build stops rather than stage half of each page.
    if (!group)
      throw new Error(`No chunk group ${exposeChunkName(expose.name)} for the exposed ${expose.path}.`);
    const scripts = group.getFiles().filter((file) => file.endsWith('.js'));
    expose.assets.js.sync = [...new Set([...expose.assets.js.sync, ...scripts])];
  }
  return stats;
}
