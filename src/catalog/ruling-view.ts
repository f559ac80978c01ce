// The designer's published rulings as the pages, the JSON files and the feed show them.
import type { DesignerRuling } from './designer-rulings.ts';

/** The rulings on a rule in a version, newest change first; withdrawn ones stay, shown as withdrawn. */
export function rulingsOn(rulings: readonly DesignerRuling[], ruleId: string, version: string): DesignerRuling[] {
  return rulings.filter((r) => r.rules.includes(ruleId) && r.versions.includes(version)).sort((a, b) => b.updated.localeCompare(a.updated));
}

/** The anchor of a ruling on a rule page: stable, short, from its id. */
export const rulingAnchor = (r: Pick<DesignerRuling, 'id'>) => `ruling-${r.id.slice(0, 8)}`;

/** One ruling in the JSON files: what is published, nothing from the desk. */
export interface ApiRuling {
  id: string;
  text: string;
  status: DesignerRuling['status'];
  withdrawn: boolean;
  by: string;
  published: string;
  updated: string;
  rules: string[];
  versions: string[];
  /** The engine rulings it settles, per version. */
  settles: DesignerRuling['settles'];
  /** The ruling on the rule's page, absolute. */
  url: string | null;
}

export function apiRuling(r: DesignerRuling, url: string | null): ApiRuling {
  return {
    id: r.id,
    text: r.text,
    status: r.status,
    withdrawn: r.withdrawn,
    by: r.by,
    published: r.published,
    updated: r.updated,
    rules: r.rules,
    versions: r.versions,
    settles: r.settles,
    url,
  };
}
