// "On this page" (Toc.astro): which of a long page's headings the page frame lists.

export interface TocHeading {
  depth: number;
  slug: string;
  text: string;
}

/** What "On this page" lists: h2 and h3; none on a page too short to need it (fewer than three). */
export function tocEntries(headings: readonly TocHeading[] | undefined): TocHeading[] {
  const shown = (headings ?? []).filter((h) => h.depth >= 2 && h.depth <= 3);
  return shown.length >= 3 ? shown : [];
}
