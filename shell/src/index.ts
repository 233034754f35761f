// The async boundary lets Module Federation negotiate shared modules before first use. The page's HTML adds this
// script only after its first paint (shell/src/firstPaint/startAfterFirstPaint.ts).
void import('./bootstrap');
