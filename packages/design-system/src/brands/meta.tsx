import type { ReactElement } from 'react';
import type { BrandName } from '../theme/themeClass.ts';

export interface BrandMeta {
  name: BrandName;
  displayName: string;
  /** The wordmark, drawn in `currentColor` so it sits on any chrome. */
  Logo: (props: { title?: string; height?: number }) => ReactElement;
}

function wordmark(mark: ReactElement, text: string, width: number) {
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

export const brands: Record<BrandName, BrandMeta> = {
  default: {
    name: 'default',
    displayName: 'Apex Exchange',
    Logo: wordmark(<path d="M16 3 29 28H21l-5-10-5 10H3z" fill="#f5a623" />, 'Apex Exchange', 180),
  },
  royal: {
    name: 'royal',
    displayName: 'Royal Exchange',
    Logo: wordmark(<path d="M3 24 6 8l6 7 4-10 4 10 6-7 3 16z" fill="#e0b02a" />, 'Royal Exchange', 186),
  },
  lotus: {
    name: 'lotus',
    displayName: 'Lotus Sports',
    Logo: wordmark(
      <path
        d="M16 4c4 5 4 12 0 20-4-8-4-15 0-20zm-2 20C8 22 4 17 3 11c6 1 10 6 11 13zm4 0c1-7 5-12 11-13-1 6-5 11-11 13z"
        fill="#ff6f59"
      />,
      'Lotus Sports',
      166,
    ),
  },
};
