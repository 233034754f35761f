/**
 * The floor page: static HTML with inline CSS and no script, served by the preview beside the app (tools/preview.ts)
 * and measured by `npm run bench` in alternation with every route. Its LCP is the fastest a page can paint on this
 * host at this moment, so a route's LCP is judged as a ratio to it: a busy host slows both alike and cannot pass
 * or fail a page by luck. Its largest element is, like most pages', a heading over a paragraph of text.
 */
export const FLOOR_PATH = '/bench-floor';

export const FLOOR_HTML = [
  '<!doctype html>',
  '<html lang="en"><head><meta charset="utf-8">',
  '<meta name="viewport" content="width=device-width, initial-scale=1">',
  '<title>Floor · DreamPitch bench</title>',
  '<style>body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#0f172a;background:#fff}',
  'main{max-width:40rem;margin:0 auto;padding:2rem 1rem}h1{font-size:2rem;line-height:1.2;margin:0 0 1rem}',
  'p{margin:0 0 1rem}</style>',
  '</head><body><main>',
  '<h1>Train your dream. Own the pitch.</h1>',
  '<p>Set goals that matter to you, track every session at the side of the pitch, and play quick games that',
  ' sharpen your decisions. Everything you create stays yours: change it or delete it whenever you like.</p>',
  '</main></body></html>',
].join('');
