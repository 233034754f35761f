export * from './declaration';
export * from './prerenderedHtml';
export * from './readmeTable';
export * from './remotes';
export { ROUTES } from './table';
