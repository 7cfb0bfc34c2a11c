// docs/BENCHMARKS.md is part generated, part written: each bench part's section sits between its
// `<!-- bench:NAME -->` markers, and notes written by hand sit outside them. A rerun replaces what is
// between the markers and leaves the rest of the file as it was.

/** @param {string} name */
export const benchMarkers = (name) => [`<!-- bench:${name} -->`, `<!-- /bench:${name} -->`];

/**
 * @param {string} report the report as it is on disk
 * @param {string[]} parts every bench part
 * @returns {Map<string, string>} the section between each part's markers, for the parts the report has
 */
export function benchSections(report, parts) {
  const sections = new Map();
  for (const name of parts) {
    const [start, end] = benchMarkers(name);
    const from = report.indexOf(start);
    const to = report.indexOf(end);
    if (from !== -1 && to > from) sections.set(name, report.slice(from + start.length, to).trim());
  }
  return sections;
}

const rerunLine = /^Rerun with `npm run bench`[\s\S]*?\)\.$/m;
const lastEndMarker = /<!-- \/bench:[\w-]+ -->(?![\s\S]*<!-- \/bench:)/;

/**
 * @param {string | undefined} previous the report as it is on disk, if there is one
 * @param {string[]} parts every bench part, in order
 * @param {Map<string, string>} sections the section of each part that has one
 * @returns {string} the report before formatting
 */
export function benchReport(previous, parts, sections) {
  const rerun = `Rerun with \`npm run bench\` (every part) or \`npm run bench -- <part>\` (one part; parts: ${parts
    .map((name) => `\`${name}\``)
    .join(', ')}).`;
  const block = (name) => {
    const [start, end] = benchMarkers(name);
    return `${start}\n\n${sections.get(name)}\n\n${end}`;
  };
  const measured = parts.filter((name) => sections.has(name));
  if (previous === undefined) return `# Benchmarks\n\n${rerun}\n\n${measured.map(block).join('\n\n')}\n`;
  let report = previous.replace(rerunLine, rerun);
  for (const name of measured) {
    const [start, end] = benchMarkers(name);
    const from = report.indexOf(start);
    const to = report.indexOf(end);
    if (from !== -1 && to > from) {
      report = `${report.slice(0, from)}${block(name)}${report.slice(to + end.length)}`;
    } else {
      // A new part goes after the last generated section, ahead of the notes that follow them.
      const last = lastEndMarker.exec(report);
      const at = last ? last.index + last[0].length : report.length;
      report = `${report.slice(0, at)}\n\n${block(name)}${report.slice(at)}`;
    }
  }
  return report;
}
