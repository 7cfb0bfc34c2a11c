/**
 * Whether a file matches an `accept` list as the browser reads the attribute: extensions (`.png`),
 * exact MIME types (`image/png`) and wildcards (`image/*`). The picker's filter can be bypassed by
 * drag and drop or "All files", so the component checks again.
 */
export function matchesAccept(file: Pick<File, 'name' | 'type'>, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((raw) => {
    const entry = raw.trim().toLowerCase();
    if (entry.startsWith('.')) return name.endsWith(entry);
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
}

/** `['image/png', '.jpg', '.jpeg']` -> `png, jpg and jpeg`: the words a person uses for file types. */
export function describeAccept(accept: readonly string[]): string {
  const words = accept.map((raw) => {
    const entry = raw.trim().toLowerCase();
    if (entry.startsWith('.')) return entry.slice(1);
    const [family = entry, subtype = ''] = entry.split('/');
    if (subtype === '*') return family;
    return subtype.replace(/^x-/, '').replace(/\+xml$/, '');
  });
  const unique = [...new Set(words)];
  if (unique.length <= 1) return unique.join('');
  return `${unique.slice(0, -1).join(', ')} and ${unique.at(-1)}`;
}

/** 5242880 -> `5 MB`; binary multiples, as file managers show them. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'] as const;
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? size : Math.round(size * 10) / 10;
  return `${rounded} ${units[unit]}`;
}
