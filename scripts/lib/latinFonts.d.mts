/** One brand's Latin face: its brand's folder name, fontsource's file and where its cut-down copy goes. */
export interface LatinFace {
  readonly brand: string;
  readonly source: string;
  readonly output: string;
}

/** Fontsource's Latin range, which each brand's face keeps. */
export declare const latinRange: string;

/** Each brand's Latin faces. */
export declare const latinFaces: readonly LatinFace[];

/** The characters of a unicode-range. */
export declare function rangeText(range: string): string;

/** One face cut down: its Latin glyphs and the layout features text needs. */
export declare function subsetFace(face: LatinFace): Promise<Buffer>;
