/** Joins the truthy class names; lets components append a consumer's `className`. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
