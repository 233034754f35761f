/**
 * Stands in for the bundler runtime's loader of build-time remotes in the shell's entry (BUILD_TIME_REMOTES_LOADER in
 * tools/federation/index.ts): the shell declares none, so the federation plugin's start-up code never hands it a
 * remote to load.
 */
export const remotes = undefined;
