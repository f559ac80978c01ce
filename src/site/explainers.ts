// Explainers in reading order. (Astro-only: uses the content collection.)
import { getCollection, type CollectionEntry } from 'astro:content';

export type Explainer = CollectionEntry<'explainers'>;

export async function explainers(): Promise<Explainer[]> {
  return (await getCollection('explainers')).sort((a, b) => a.data.order - b.data.order || a.data.title.localeCompare(b.data.title));
}
