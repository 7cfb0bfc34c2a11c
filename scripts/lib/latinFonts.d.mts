/**
 * One brand's Latin face, or one part of it: its brand's folder name, which part of the Latin range it
 * holds and that range, fontsource's file and where its cut-down copy goes.
 */
export interface LatinFace {
  readonly brand: string;
  readonly part: 'core' | 'rest';
  readonly range: string;
  readonly source: string;
  readonly output: string;
}

/** Fontsource's Latin range, which each brand's two faces share between them. */
export declare const latinRange: string;

/** The part of the Latin range every page's text draws from, which index.html preloads. */
export declare const latinCoreRange: string;

/** The rest of the Latin range: the accented letters and the Latin-1 signs the pages do not write. */
export declare const latinRestRange: string;

/** Each brand's Latin faces, two for each of its files. */
export declare const latinFaces: readonly LatinFace[];

/** The characters of a unicode-range. */
export declare function rangeText(range: string): string;

/** One face cut down: the glyphs of its part of the Latin range and the layout features text needs. */
export declare function subsetFace(face: LatinFace): Promise<Buffer>;
