// The Atom feed (/feed.xml): one entry per version, newest first, saying what it changed and linking
// to its sheet and to the compare page from the version before.
import type { Catalog, VersionMeta } from './catalog.ts';
import type { DesignerRuling } from './designer-rulings.ts';
import { draftDay } from './draft.ts';
import { rulingAnchor } from './ruling-view.ts';
import { rulingState } from './designer-rulings.ts';
import { versionChangeCounts, type VersionChangeCounts } from './history.ts';
import { absoluteUrl, SITE_NAME, urls } from '../shared/urls.ts';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The day a feed entry carries for a version. A draft's is the day it came to the site (draftDay,
 * reading "draft-first-built" in src/catalog/draft.ts). Otherwise `releaseDate`: the designer's date or, for
 * a reconstruction, free text ("late 2019 (undated; reconstructed)"). Reading: an ISO day is that day;
 * otherwise the last day of the first year the text names (the latest the words allow); with no year
 * at all, the day of the version before, or 1 January 1970 for a first version. Never earlier than the
 * version before, so the feed's order is the versions' order.
 */
export function feedDates(catalog: Catalog): Map<string, string> {
  const dates = new Map<string, string>();
  let before = '1970-01-01';
  for (const version of catalog.versions) {
    const text = version.status === 'draft' ? draftDay(catalog, version) : version.releaseDate.trim();
    const year = /\b(\d{4})\b/.exec(text)?.[1];
    const day = ISO_DAY.test(text) ? text : year ? `${year}-12-31` : before;
    before = day < before ? before : day;
    dates.set(version.id, before);
  }
  return dates;
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "4 added, 1 removed, 33 renumbered, 12 reworded since v0.1f" (a rule renumbered and reworded counts in both). */
export function changeSummary(counts: VersionChangeCounts): string {
  const { added, removed, renumbered, reworded } = counts;
  return `${added} added, ${removed} removed, ${renumbered} renumbered, ${reworded} reworded since ${counts.previous.id}`;
}

/** "Reconstructed, 41 rules: 4 added, … since v0.1f." or, for the oldest version, "Published, 38 rules: the first version we hold." */
export function versionSummary(catalog: Catalog, version: VersionMeta): string {
  const counts = versionChangeCounts(catalog, version);
  const status = version.status[0]!.toUpperCase() + version.status.slice(1);
  return `${status}, ${plural(catalog.rules(version.id).length, 'rule')}: ${counts ? changeSummary(counts) : 'the first version we hold'}.`;
}

function entry(catalog: Catalog, version: VersionMeta, day: string, site: string | URL): string {
  const sheet = absoluteUrl(urls.sheet(version.id), site);
  const counts = versionChangeCounts(catalog, version);
  const compare = counts && absoluteUrl(urls.compare(counts.previous.id, version.id), site);
  const summary = versionSummary(catalog, version);
  const html = [
    version.status === 'draft'
      ? `<p>${escape(version.title)}: a draft, not released; on this site since ${day}.</p>`
      : `<p>${escape(version.title)}, released ${escape(version.releaseDate)}.</p>`,
    `<p>${escape(summary)}${compare ? ` <a href="${escape(compare)}">Every change from ${escape(counts.previous.id)}, word by word</a>.` : ''}</p>`,
    `<p>${escape(version.credit)}</p>`,
  ].join('');
  return [
    '  <entry>',
    `    <id>${escape(sheet)}</id>`,
    `    <title>${escape(version.title)}</title>`,
    `    <updated>${day}T00:00:00Z</updated>`,
    `    <published>${day}T00:00:00Z</published>`,
    `    <link rel="alternate" type="text/html" href="${escape(sheet)}"/>`,
    compare
      ? `    <link rel="related" type="text/html" href="${escape(compare)}" title="Compare ${escape(counts.previous.id)} with ${escape(version.id)}"/>`
      : '',
    `    <category term="${escape(version.status)}" label="${escape(version.status)}"/>`,
    `    <summary type="text">${escape(summary)}</summary>`,
    `    <content type="html">${escape(html)}</content>`,
    '  </entry>',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

/** A designer's ruling: its text as text, linked to its place on the first of its rules' pages. */
function rulingEntry(catalog: Catalog, r: DesignerRuling, site: string | URL): string {
  const rule = r.versions.flatMap((v) => r.rules.flatMap((id) => catalog.rule(v, id) ?? [])).at(0)!;
  const page = absoluteUrl(`${urls.rule(rule.version, rule.number)}#${rulingAnchor(r)}`, site);
  const titles = r.rules.map((id) => r.versions.map((v) => catalog.rule(v, id)?.title).find(Boolean) ?? id);
  const state = rulingState(r);
  const settles = Object.entries(r.settles).map(
    ([v, s]) => `<p>${r.withdrawn ? 'It had settled' : 'It settles'} ${escape(s.ruling)} for ${escape(v)}: ${escape(String(s.value))}.</p>`,
  );
  const html = [
    `<p>${escape(state)} ruling by ${escape(r.by)} on ${escape(titles.join(', '))} (${escape(r.versions.join(', '))}).</p>`,
    ...r.text.split(/\n\s*\n/).map((p) => `<p>${escape(p)}</p>`),
    ...settles,
  ].join('');
  return [
    '  <entry>',
    `    <id>urn:uuid:${escape(r.id)}</id>`,
    `    <title>${escape(`Designer's ruling (${state.toLowerCase()}): ${titles.join(', ')}`)}</title>`,
    `    <updated>${r.updated}T00:00:00Z</updated>`,
    `    <published>${r.published}T00:00:00Z</published>`,
    `    <link rel="alternate" type="text/html" href="${escape(page)}"/>`,
    `    <category term="${state.toLowerCase()}" label="${state.toLowerCase()}"/>`,
    `    <content type="html">${escape(html)}</content>`,
    '  </entry>',
  ].join('\n');
}

/**
 * The whole feed: versions and the designer's published rulings, newest first. `updated` is the newest
 * entry's day, so the file changes only when the versions or the rulings do.
 */
export function atomFeed(catalog: Catalog, site: string | URL, rulings: readonly DesignerRuling[] = []): string {
  const dates = feedDates(catalog);
  const entries = [
    ...[...catalog.versions].reverse().map((v) => ({ day: dates.get(v.id)!, text: () => entry(catalog, v, dates.get(v.id)!, site) })),
    ...rulings.map((r) => ({ day: r.updated, text: () => rulingEntry(catalog, r, site) })),
  ].sort((a, b) => b.day.localeCompare(a.day));
  const updated = entries[0]!.day;
  const home = absoluteUrl(urls.home, site);
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escape(home)}</id>`,
    `  <title>${escape(SITE_NAME)}: versions of Tactical Fragment 1</title>`,
    `  <subtitle>Each version of the rules this handbook holds, what it changed, and the designer's rulings.</subtitle>`,
    `  <updated>${updated}T00:00:00Z</updated>`,
    `  <author><name>${escape(SITE_NAME)}</name><uri>${escape(home)}</uri></author>`,
    `  <link rel="self" type="application/atom+xml" href="${escape(absoluteUrl(urls.feed, site))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escape(home)}"/>`,
    ...entries.map((e) => e.text()),
    '</feed>',
    '',
  ].join('\n');
}
