export * from './declaration';
export * from './prerenderedHtml';
export * from './remotes';
export { ROUTES } from './table';
