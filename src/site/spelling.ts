// British and American spellings of the same word: the sheets are written in British English ("defence",
// "colour", "centre"), readers type either. Search asks for the query as typed and as the other spelling
// (search-client.ts), so "defense" finds the defence rules. Pure functions: a unit test holds them.

/** Whole words that differ other than by a regular ending: British first. */
const PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['defence', 'defense'],
  ['offence', 'offense'],
  ['pretence', 'pretense'],
  ['licence', 'license'],
  ['manoeuvre', 'maneuver'],
  ['manoeuvres', 'maneuvers'],
  ['grey', 'gray'],
  ['judgement', 'judgment'],
  ['catalogue', 'catalog'],
  ['dialogue', 'dialog'],
  ['programme', 'program'],
];

/** Stems that end -our in British and -or in American English ("colour", "colours", "coloured"). */
const OUR = ['colour', 'favour', 'honour', 'behaviour', 'armour', 'labour', 'neighbour', 'harbour', 'rumour', 'flavour', 'humour', 'vigour', 'valour'];
/** Words that end -re in British and -er in American English. */
const RE = ['centre', 'metre', 'fibre', 'theatre', 'litre', 'calibre', 'sabre', 'sombre', 'spectre'];

const other = new Map<string, string>();
for (const [gb, us] of PAIRS) other.set(gb, us).set(us, gb);
for (const gb of OUR)
  for (const end of ['', 's', 'ed', 'ing', 'ite', 'able']) {
    const us = `${gb.slice(0, -2)}r${end}`;
    other.set(gb + end, us).set(us, gb + end);
  }
for (const gb of RE)
  for (const end of ['', 's', 'd']) {
    const us = `${gb.slice(0, -2)}er${end}`;
    other.set(gb + end, us).set(us, gb + end);
  }

/**
 * One word in the other spelling, or null where it has none. Beyond the lists: -ise/-ize and -isation/
 * -ization ("capitalise"), and a doubled l before -ed/-ing ("labelled"). A rule that makes a word nobody
 * writes ("rise" to "rize") costs only a search that finds nothing.
 */
export function otherSpelling(word: string): string | null {
  const w = word.toLowerCase();
  const listed = other.get(w);
  if (listed) return listed;
  const iz = /^(.{3,}i)(s|z)(e|ed|es|ing|ation|ations)$/.exec(w);
  if (iz) return `${iz[1]}${iz[2] === 's' ? 'z' : 's'}${iz[3]}`;
  const ll = /^(.{2,}[aeiou])(ll|l)(ed|ing|er)$/.exec(w);
  if (ll) return `${ll[1]}${ll[2] === 'll' ? 'l' : 'll'}${ll[3]}`;
  return null;
}

/** The query with every word that has another spelling in it, or null when no word does. */
export function otherSpellingQuery(query: string): string | null {
  let changed = false;
  const swapped = query.replace(/[A-Za-z]+/g, (word) => {
    const alt = otherSpelling(word);
    if (alt === null) return word;
    changed = true;
    return alt;
  });
  return changed ? swapped : null;
}

/** A query that names a rule by its number ("13", "rule 13", "r13", "#13", "§13"): the number, else null. */
export function ruleNumberQuery(query: string): number | null {
  const m = /^\s*(?:rule\s*|r\s*|#\s*|§\s*)?(\d{1,3})\s*$/i.exec(query);
  return m ? Number(m[1]) : null;
}
