/// <reference types="@rspack/core/module" />

/** SQL files are text in the app's build (tools/federation's rule for `.sql`). */
declare module '*.sql' {
  const text: string;
  export default text;
}
