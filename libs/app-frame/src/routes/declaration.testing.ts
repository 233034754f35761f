import { paramNames, type RouteDeclaration } from './declaration';

/*
 * The rules of a route declaration, checked by the tests of the route table (table.test.ts) rather than at run time:
 * the table is written in source, so a broken rule fails the tests before any build ships it.
 */

/** Every rule a declaration must keep; each problem in words, none when it is sound. */
export function declarationProblems(routes: readonly RouteDeclaration[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const route of routes) {
    const { path, firstPaint } = route;
    if (seen.has(path)) problems.push(`${path} is declared twice.`);
    seen.add(path);
    if ((route.access === 'public') !== (firstPaint === 'prerendered') && firstPaint !== 'skeleton')
      problems.push(`${path}: only a public route is prerendered, and a public one is (${firstPaint}).`);
    if (route.anyQuery && firstPaint !== 'prerendered')
      problems.push(`${path}: anyQuery applies to a prerendered route only.`);
    const hasParams = paramNames(path).length > 0;
    if (hasParams && firstPaint !== 'skeleton' && !route.instances)
      problems.push(`${path} has params and a built first paint: declare its instances.`);
    if (!hasParams && route.instances) problems.push(`${path} has no params, so no instances.`);
  }
  return problems;
}
