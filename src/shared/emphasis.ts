// The designer's wording marks emphasis with *asterisks*; we render it as <em> and compare it without them.

export interface Segment {
  text: string;
  em: boolean;
}

/** "The *first* Match" → [{The }, {first, em}, { Match}]. An unpaired asterisk stays as text. */
export function emphasisSegments(text: string): Segment[] {
  const segments: Segment[] = [];
  const pattern = /\*([^*\n]+)\*/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) segments.push({ text: text.slice(last, match.index), em: false });
    segments.push({ text: match[1]!, em: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), em: false });
  return segments;
}

/** The wording as a reader sees it: emphasis marks dropped, white space collapsed. */
export function plainText(text: string): string {
  return emphasisSegments(text)
    .map((s) => s.text)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}
