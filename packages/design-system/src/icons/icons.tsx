import type { SVGProps } from 'react';

/** Small stroke icons drawn in `currentColor`; decorative, so hidden from assistive technology. */
export function createIcon(path: string) {
  return function Icon({ size = 18, ...props }: SVGProps<SVGSVGElement> & { size?: number }) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        <path d={path} />
      </svg>
    );
  };
}

export const CloseIcon = createIcon('M6 6l12 12M18 6 6 18');
export const MenuIcon = createIcon('M4 6h16M4 12h16M4 18h16');
export const EyeIcon = createIcon(
  'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
);
export const EyeOffIcon = createIcon(
  'M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
);
export const CopyIcon = createIcon('M9 9h11v11H9zM5 15H4V4h11v1');
export const CheckIcon = createIcon('M5 12l5 5L20 7');
export const ChevronDownIcon = createIcon('M6 9l6 6 6-6');
export const ChevronLeftIcon = createIcon('M15 6l-6 6 6 6');
export const ChevronRightIcon = createIcon('M9 6l6 6-6 6');
export const ChevronsLeftIcon = createIcon('M11 6l-6 6 6 6M19 6l-6 6 6 6');
export const ChevronsRightIcon = createIcon('M13 6l6 6-6 6M5 6l6 6-6 6');
export const SearchIcon = createIcon('M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm5-2 5 5');
export const UploadIcon = createIcon('M12 16V4m-5 5 5-5 5 5M4 20h16');
export const InfoIcon = createIcon('M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zm0-6v-5m0-3h.01');
export const AlertIcon = createIcon('M12 3 2 21h20L12 3zm0 7v4m0 3h.01');
export const CalendarIcon = createIcon('M4 6h16v14H4zM4 10h16M8 3v4m8-4v4');
export const MinusIcon = createIcon('M5 12h14');
export const PlusIcon = createIcon('M12 5v14M5 12h14');
export const TrayIcon = createIcon('M3 13h5l1.5 3h5l1.5-3h5M5.5 5h13L21 13v6H3v-6z');
export const DocumentIcon = createIcon('M14 3H6v18h12V7zM14 3v4h4M9 13h6M9 17h6');
