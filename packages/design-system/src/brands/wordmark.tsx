import type { ReactElement } from 'react';

/** A brand's wordmark, drawn in `currentColor` so it sits on any chrome. */
export type Logo = (props: { title?: string; height?: number }) => ReactElement;

/** The logo of a brand: its mark (32 high, 32 wide at most) and its name beside it, in a box `width` wide. */
export function wordmark(mark: ReactElement, text: string, width: number): Logo {
  return function Logo({ title = text, height = 28 }: { title?: string; height?: number }) {
    return (
      <svg
        role="img"
        aria-label={title}
        viewBox={`0 0 ${width} 32`}
        height={height}
        width={(height * width) / 32}
        fill="currentColor"
      >
        {mark}
        {/* textLength fits the word to the box whatever the brand's font measures. */}
        <text
          x="38"
          y="22"
          fontSize="18"
          fontWeight="600"
          fontFamily="inherit"
          textLength={width - 42}
          lengthAdjust="spacingAndGlyphs"
        >
          {text}
        </text>
      </svg>
    );
  };
}
