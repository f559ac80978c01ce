// Entry for Node (the CLI, the server, the catalog, the site's build and pages, scripts and tests): the
// whole engine, the browser's entry and every system's full value at hand (loadAllSystems, for code
// that plays whatever a file, link or flag names). docs/engine.md maps every rule to its function.
export * from './browser.ts';
export { loadAllSystems, type AllSystems } from './systems/all-systems.ts';
