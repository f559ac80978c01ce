// Lets plain `tsc` (npm run typecheck) follow a .ts file's import of an .astro component.
// Astro's own tooling (astro check, the editor plugin) types .astro files in full.
declare module '*.astro' {
  const component: import('astro/runtime/server/index.js').AstroComponentFactory;
  export default component;
}
