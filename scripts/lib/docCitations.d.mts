/** A citation that leads nowhere: where it is, what it says, and why it is wrong. */
export interface BadCitation {
  file: string;
  line: number;
  citation: string;
  problem: string;
}

/** What the check reads of a repository: paths relative to its root. */
export interface Repository {
  /** Whether a file or folder exists. */
  exists(path: string): boolean;
  /** A file's text, or undefined when there is none. */
  read(path: string): string | undefined;
  /** The names in a folder. */
  list(folder: string): string[];
}

/** The checkout at `root`, read from the disk. */
export declare function repositoryAt(root: string): Repository;

/** A repository of fixture files, by path. */
export declare function repositoryOf(files: Record<string, string>): Repository;

/** Every bad citation in one file's text; `tally` counts the citations checked, by kind. */
export declare function badCitations(
  file: string,
  text: string,
  repo: Repository,
  tally?: Record<string, number>,
): BadCitation[];

/** The repository's files as git sees them (tracked, or new and not ignored) that exist and hold text. */
export declare function trackedTextFiles(root: string): { path: string; text: string }[];
