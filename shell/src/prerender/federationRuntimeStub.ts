/**
 * Stands in for `@module-federation/enhanced/runtime` in the build-time render: the remote pages come from their
 * source (every `remotes/<remote>/src/pages/<Name>Page.tsx`, bundled by the bundler's context module, as each
 * remote's own build bundles them), so the HTML is what the deployed remote renders. The pages of framed routes are
 * here for their CSS: the frame's container classes are the page's, placed by the page's rules. The build fails when
 * a page it writes HTML for is missing here (BUILT_REMOTE_MODULES).
 */
import { BUILT_REMOTE_MODULES } from '@dreampitch/app-frame/routes/built';

const pages = import.meta.webpackContext('../../../remotes', {
  recursive: true,
  regExp: /^\.\/[\w-]+\/src\/pages\/\w+Page\.tsx$/,
});

/** The page's file in the context: `goals_wizard/GoalWizardPage` -> `./goals-wizard/src/pages/GoalWizardPage.tsx`. */
const fileOf = (id: string) => `./${id.replace(/_/g, '-').replace('/', '/src/pages/')}.tsx`;

const missing = BUILT_REMOTE_MODULES.filter((id) => !pages.keys().includes(fileOf(id)));
if (missing.length > 0) throw new Error(`${missing.join(', ')}: not in remotes/*/src/pages.`);

// A page of no built route is not in the context: the bundler's error names its file.
export async function loadRemote<T>(id: string): Promise<T> {
  return pages(fileOf(id)) as T;
}

export function registerRemotes(): void {}
