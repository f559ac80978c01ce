// What every page of one version's sheet shares: its address per version, its rules by section, and the
// frame around it (the version switch and the sidebar), so the sheet, its rule list and any later page
// of a version state them once.
import type { VersionMeta } from '../catalog/catalog.ts';
import { rulesBySection, siteCatalog } from './catalog.ts';
import { explainersIn } from './explainers.ts';
import { sheetRoutes } from './routes.ts';
import { versionSidebar } from './sidebar.ts';
import { sheetSwitch } from './version-switch.ts';

/** getStaticPaths for a page per version: `/<version>/…`, the version as its prop. */
export function versionPaths() {
  return sheetRoutes(siteCatalog()).map(({ version }) => ({ params: { version: version.id }, props: { version } }));
}

export async function versionPage(version: VersionMeta) {
  const catalog = siteCatalog();
  return {
    catalog,
    rules: catalog.rules(version.id),
    sections: rulesBySection(catalog, version),
    versionSwitch: sheetSwitch(catalog, version.id),
    sidebar: versionSidebar(catalog, version.id, await explainersIn(version.id), { sheet: true }),
  };
}
