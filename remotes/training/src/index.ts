// The async boundary lets Module Federation negotiate shared modules before first use.
void import('./bootstrap');
