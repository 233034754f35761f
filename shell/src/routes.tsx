import { ROUTES as DECLARED, type RemoteName, type RouteDeclaration } from '@dreampitch/app-frame/routes';
import { lazy, type ComponentType } from 'react';

/** A declared route with what renders it: the remote's module, or the shell's own page. */
export type RouteEntry =
  (RouteDeclaration & { remote: RemoteName }) | (RouteDeclaration & { page: ComponentType });

// Shell pages load with their route, like remote pages: the first load of any other page does not carry them. The
// chunk is named `page-<last path segment>` so the byte budgets (tools/bench) can find each route's page.
const SHELL_PAGES: Record<string, () => Promise<Record<string, ComponentType>>> = {
  AuthPage: () => import(/* webpackChunkName: "page-auth" */ './auth/AuthPage'),
  ResetPasswordPage: () => import(/* webpackChunkName: "page-reset-password" */ './auth/ResetPasswordPage'),
  ConfirmEmailPage: () => import(/* webpackChunkName: "page-confirm-email" */ './auth/ConfirmEmailPage'),
};

function shellPage({ module, path }: RouteDeclaration): ComponentType {
  const load = SHELL_PAGES[module];
  if (!load) throw new Error(`The shell has no page ${module} for ${path}.`);
  return lazy(() => load().then((page) => ({ default: page[module] as ComponentType })));
}

/** The route table (libs/app-frame/src/routes/table.ts), each route with what renders it. */
export const ROUTES: RouteEntry[] = DECLARED.map((route) =>
  route.owner === 'shell' ? { ...route, page: shellPage(route) } : { ...route, remote: route.owner },
);
