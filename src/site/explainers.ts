// Explainers in reading order. (Astro-only: uses the content collection.)
import { getCollection, type CollectionEntry } from 'astro:content';
import { siteCatalog } from './catalog.ts';
import { explainerVersions } from './routes.ts';

export type Explainer = CollectionEntry<'explainers'>;

export async function explainers(): Promise<Explainer[]> {
  return (await getCollection('explainers')).sort((a, b) => a.data.order - b.data.order || a.data.title.localeCompare(b.data.title));
}

/** The explainers published in `version`, in reading order, for its sidebar and prev/next. */
export async function explainersIn(version: string): Promise<Array<{ slug: string; title: string }>> {
  const catalog = siteCatalog();
  return (await explainers())
    .filter((e) => explainerVersions(catalog, e.data.versions, e.data.except).some((v) => v.id === version))
    .map((e) => ({ slug: e.id, title: e.data.title }));
}
