// What a markdown document offers to cite (headings, their anchors, numbered sections, bold terms and
// its words), for the citation check of docCitations.mjs.

/** A section number: `3`, `3.6`. */
export const number = String.raw`\d+(?:\.\d+)*`;

/** The text without fenced code blocks (their lines kept, empty), so a code sample is not a link. */
export function withoutFences(markdown) {
  let fenced = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        fenced = !fenced;
        return '';
      }
      return fenced ? '' : line;
    })
    .join('\n');
}

/** Lower case, one space, no markdown emphasis or code marks: the form quotes are compared in. */
function plain(text) {
  return text
    .replace(/[*`_]/g, '')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function slugOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/**
 * What a markdown document offers to cite: its headings (text and anchor), the numbers of its numbered
 * sections (`## 3. ...` is 3; item 6 of section 3's numbered list is 3.6), its bold terms, and its text.
 */
export function outlineOf(markdown) {
  const headings = [];
  const numbers = new Set();
  const slugs = new Set();
  let section;
  for (const line of withoutFences(markdown).split('\n')) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) {
      const text = heading[1];
      const numbered = new RegExp(String.raw`^(${number})[.)]?\s+(.*)$`).exec(text);
      section = numbered?.[1];
      if (section) numbers.add(section);
      headings.push(plain(numbered ? numbered[2] : text), plain(text));
      const slug = slugOf(text);
      slugs.add(slug);
      for (let copy = 1; copy < 10; copy += 1) slugs.add(`${slug}-${copy}`);
      continue;
    }
    const item = /^\s*(\d+)\.\s/.exec(line);
    if (item && section) numbers.add(`${section}.${item[1]}`);
  }
  const bold = [...markdown.matchAll(/\*\*([^*\n]+)\*\*/g)].map(([, term]) =>
    plain(term).replace(/[:.]$/, ''),
  );
  return { headings, numbers, slugs, bold, text: plain(markdown) };
}

/** Whether `quote` names a heading or a bold term of the document, or is (in parts around `...`) its text. */
export function quotes(outline, quote) {
  const wanted = plain(quote).replace(/[:.]$/, '');
  if (outline.headings.includes(wanted) || outline.bold.includes(wanted)) return true;
  const parts = wanted
    .split(/\.\.\.|…/)
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length > 0 && parts.every((part) => outline.text.includes(part));
}
