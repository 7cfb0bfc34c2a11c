// The citations of the design documents, checked: code and docs cite `docs/CASINO.md 7`, `spec 9`,
// `ADR 0016`, `DEPLOY.md, "TLS at the proxy"` and markdown links, and a reader who follows one must land
// inside the repository, on a file that exists and a section it has. `tests/node/docCitations.test.ts`
// runs this over every tracked text file.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { number, outlineOf, quotes, withoutFences } from './docOutline.mjs';

/** Bare names a reader resolves in docs/ without a path: every ALL-CAPS name too (`CASINO.md`). */
const lowerCaseDocNames = ['recipes', 'decisions', 'security', 'testing', 'placement-profile'];

/**
 * Documents the repository retired, and what says where their parts went. Old commits and issues cite
 * them, so the records of a retirement must name them: a file may mention one only if it is that map or
 * names the map or the record that retired it.
 */
const retiredDocs = {
  'docs/decisions.md': { map: 'docs/decisions-retired.md', record: 'ADR 0043' },
};

/** The documents whose sections are numbered (`## 7. The games`) and cited by number. */
const numberedDocs = { 'CASINO.md': 'docs/CASINO.md' };

/** `3`, `0, 1 and 3.6`, `4 and 9`: the commas count only in a list that ends with "and". */
const numberList = String.raw`${number}(?:(?:, ${number})*,? and ${number})?`;

const outside = /\.\.\/shared\b|\/work\/shared|(?<![\w-])shared\/(?:docs|spec)\/|\bproduct-spec\.md\b/g;
const markdownLink = /(?<!!)\[[^\]\n]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
const docsPath = /(?<![\w./@-])docs\/[\w./-]*[\w/]/g;
const bareName = /(?<![\w./@-])([\w-]+\.md)(?![\w-])/g;
const numberedCitation = new RegExp(
  String.raw`\b(${Object.keys(numberedDocs).join('|').replace(/\./g, '\\.')})(?:'s)? (?:sections? )?(${numberList})\b(?!\.\d)`,
  'g',
);
const specCitation = new RegExp(String.raw`\b[Ss]pec (?:sections? )?(${numberList})\b(?!\.\d)`, 'g');
const adrCitation = /\bADRs? (\d{4}(?:(?:, \d{4})*,? and \d{4})?)\b/g;
const quotedCitation = /((?:[\w.-]+\/)*[\w-]+\.md)(?:'s)?[,:]? (?:sections? )?"([^"\n]+)"/g;

/** The line of a character in `text`, 1-based. */
function lineOf(text, index) {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line += 1;
  return line;
}

function numbersIn(list) {
  return list.match(new RegExp(number, 'g')) ?? [];
}

/**
 * The repository a check reads: which paths exist (files or folders, relative to its root) and what a
 * document holds. `repositoryAt(root)` reads a checkout; a test builds one from fixture texts.
 */
export function repositoryAt(root) {
  const texts = new Map();
  return {
    exists: (path) => existsSync(join(root, path)),
    read(path) {
      if (!texts.has(path)) {
        const file = join(root, path);
        texts.set(path, existsSync(file) && statSync(file).isFile() ? readFileSync(file, 'utf8') : undefined);
      }
      return texts.get(path);
    },
    list: (folder) => (existsSync(join(root, folder)) ? readdirSync(join(root, folder)) : []),
  };
}

/** A repository of fixture files (`{ 'docs/SPEC.md': '## 1. ...' }`), its folders implied by the paths. */
export function repositoryOf(files) {
  const paths = Object.keys(files);
  return {
    exists: (path) => {
      const wanted = path.replace(/\/+$/, '');
      return paths.some((file) => file === wanted || file.startsWith(`${wanted}/`));
    },
    read: (path) => files[path],
    list: (folder) =>
      paths.filter((file) => dirname(file) === folder).map((file) => file.slice(folder.length + 1)),
  };
}

/** Where a bare document name (`CASINO.md`) is found: beside the citing file, in docs/, docs/adr/ or the root. */
function resolveBare(repo, file, name) {
  return [join(dirname(file), name), `docs/${name}`, `docs/adr/${name}`, name]
    .map((path) => normalize(path))
    .find((path) => repo.exists(path));
}

function isDesignDocName(name) {
  const stem = name.slice(0, -'.md'.length);
  return /^[A-Z][A-Z0-9_-]*$/.test(stem) || /^\d{4}-/.test(stem) || lowerCaseDocNames.includes(stem);
}

/** A cited document's path in the repository, or undefined: a path as written (from the root), or a bare name. */
function resolveDoc(repo, file, cited) {
  if (cited.includes('/')) return repo.exists(normalize(cited)) ? normalize(cited) : undefined;
  return resolveBare(repo, file, cited);
}

/**
 * Every bad citation in one file's text, with its line: a link or path that leaves the repository or
 * names a file that does not exist, a section a document does not have, a spec section or ADR that does
 * not exist. `tally` counts the citations checked, by kind.
 */
export function badCitations(file, text, repo, tally = {}) {
  const bad = [];
  const seen = (rule) => (tally[rule] = (tally[rule] ?? 0) + 1);
  const reported = new Set();
  // One report per citation and line: a link's target is also a bare name (`[DOMAIN.md](DOMAIN.md)`).
  const report = (index, citation, problem) => {
    const line = lineOf(text, index);
    if (reported.has(`${line} ${citation}`)) return;
    reported.add(`${line} ${citation}`);
    bad.push({ file, line, citation, problem });
  };
  const outlines = new Map();
  const outline = (path) => {
    if (!outlines.has(path)) {
      const doc = repo.read(path);
      outlines.set(path, doc === undefined ? undefined : outlineOf(doc));
    }
    return outlines.get(path);
  };

  for (const match of text.matchAll(outside)) {
    seen('outside');
    report(match.index, match[0], 'points outside the repository');
  }

  if (/\.mdx?$/.test(file)) {
    const prose = withoutFences(text).replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length));
    for (const match of prose.matchAll(markdownLink)) {
      const target = match[1].replace(/^<|>$/g, '');
      if (/^[a-z][a-z+.-]*:/i.test(target)) continue;
      seen('link');
      const [path = '', anchor] = target.split('#');
      // A leading slash is the repository's root, as GitHub reads it.
      const from = path.startsWith('/') ? '.' : dirname(file);
      const resolved = path === '' ? file : normalize(join(from, decodeURI(path)));
      if (resolved.startsWith('..')) {
        report(match.index, target, 'leaves the repository');
      } else if (!repo.exists(resolved)) {
        report(match.index, target, 'links to a file that does not exist');
      } else if (anchor && resolved.endsWith('.md') && !outline(resolved)?.slugs.has(anchor.toLowerCase())) {
        report(match.index, target, `links to a heading ${resolved} does not have`);
      }
    }
  }

  const adrs = new Set(
    repo
      .list('docs/adr')
      .map((name) => /^(\d{4})-.*\.md$/.exec(name)?.[1])
      .filter(Boolean),
  );
  /** Whether this file may name a retired document: it records the retirement and says where it went. */
  const recordsRetirement = (path) => {
    const retired = retiredDocs[path];
    if (!retired || !repo.exists(retired.map)) return false;
    const mapName = retired.map.slice(retired.map.lastIndexOf('/') + 1);
    return file === retired.map || text.includes(mapName) || text.includes(retired.record);
  };

  for (const match of text.matchAll(docsPath)) {
    seen('docs path');
    // `docs/adr/0018` is an ADR by its number, as a reader finds it in the folder.
    const adr = /^docs\/adr\/(\d{4})$/.exec(match[0])?.[1];
    const path = normalize(match[0]);
    if (adr ? !adrs.has(adr) : !repo.exists(path) && !recordsRetirement(path)) {
      report(match.index, match[0], 'names a file that does not exist');
    }
  }

  for (const match of text.matchAll(bareName)) {
    const name = match[1];
    if (!isDesignDocName(name)) continue;
    seen('document name');
    if (!resolveBare(repo, file, name) && !recordsRetirement(`docs/${name}`)) {
      report(match.index, name, 'names a document that does not exist in docs/');
    }
  }

  for (const match of text.matchAll(numberedCitation)) {
    seen('section number');
    const path = numberedDocs[match[1]];
    const doc = outline(path);
    if (!doc) continue; // the missing file is reported above
    const missing = numbersIn(match[2]).filter((section) => !doc.numbers.has(section));
    if (missing.length > 0)
      report(match.index, match[0], `names sections ${path} does not have: ${missing.join(', ')}`);
  }

  const spec = outline('docs/SPEC.md');
  for (const match of text.matchAll(specCitation)) {
    seen('spec section');
    const missing = numbersIn(match[1]).filter((section) => !spec?.numbers.has(section));
    if (missing.length > 0)
      report(match.index, match[0], `names spec sections docs/SPEC.md does not have: ${missing.join(', ')}`);
  }

  for (const match of text.matchAll(adrCitation)) {
    seen('ADR');
    const missing = match[1].split(/, | and |,/).filter((id) => /^\d{4}$/.test(id) && !adrs.has(id));
    if (missing.length > 0)
      report(match.index, match[0], `names ADRs docs/adr/ does not hold: ${missing.join(', ')}`);
  }

  for (const match of text.matchAll(quotedCitation)) {
    seen('quoted section');
    const path = resolveDoc(repo, file, match[1]);
    const doc = path === undefined ? undefined : outline(path);
    if (doc && !quotes(doc, match[2])) {
      report(match.index, match[0], `quotes a heading or words ${path} does not have`);
    }
  }

  return bad.sort((a, b) => a.line - b.line);
}

/** A file's text, or undefined for one that is binary (it holds a NUL byte). */
function textOf(path) {
  const bytes = readFileSync(path);
  return bytes.subarray(0, 8000).includes(0) ? undefined : bytes.toString('utf8');
}

/** The repository's files as git sees them, tracked or new (not ignored), that exist and hold text. */
export function trackedTextFiles(root) {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  })
    .toString('utf8')
    .split('\0')
    .filter(Boolean);
  return [...new Set(listed)]
    .filter((path) => existsSync(join(root, path)) && statSync(join(root, path)).isFile())
    .flatMap((path) => {
      const text = textOf(join(root, path));
      return text === undefined ? [] : [{ path, text }];
    });
}
