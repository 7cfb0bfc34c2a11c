import type { ReactNode } from 'react';
import type { CasinoArtGlyph } from './art.ts';
import * as styles from './CasinoArt.css.ts';

/**
 * The motifs of the games that deal no cards, drawn from shapes in a 100 x 100 box (no text: a font
 * would differ from machine to machine). Colours come from the tokens through the classes.
 */

function Wheel() {
  const pockets = Array.from({ length: 18 }, (_, index) => index);
  return (
    <>
      <circle cx={50} cy={50} r={46} className={styles.rim} />
      {pockets.map((index) => {
        const from = (index / pockets.length) * 2 * Math.PI;
        const to = ((index + 1) / pockets.length) * 2 * Math.PI;
        const point = (angle: number) => `${50 + 40 * Math.sin(angle)} ${50 - 40 * Math.cos(angle)}`;
        return (
          <path
            key={index}
            d={`M50 50L${point(from)}A40 40 0 0 1 ${point(to)}Z`}
            className={index === 0 ? styles.inkPositive : index % 2 ? styles.inkDark : styles.inkCritical}
          />
        );
      })}
      <circle cx={50} cy={50} r={20} className={styles.paper} />
      <circle cx={50} cy={50} r={6} className={styles.rim} />
      <circle cx={50} cy={16} r={4} className={styles.paper} />
    </>
  );
}

function Cricket() {
  return (
    <>
      {[34, 46, 58].map((x) => (
        <rect key={x} x={x} y={22} width={5} height={62} rx={2} className={styles.paper} />
      ))}
      <rect x={33} y={18} width={13} height={4} rx={2} className={styles.paper} />
      <rect x={47} y={18} width={16} height={4} rx={2} className={styles.paper} />
      <circle cx={76} cy={70} r={13} className={styles.inkCritical} />
      <path d="M67 61C72 66 72 74 67 79M85 61C80 66 80 74 85 79" className={styles.seam} />
    </>
  );
}

function Football() {
  const patches = [0, 72, 144, 216, 288];
  return (
    <>
      <circle cx={50} cy={50} r={38} className={styles.paper} />
      <path d="M50 36L63 45L58 61H42L37 45Z" className={styles.inkDark} />
      {patches.map((angle) => (
        <g key={angle} transform={`rotate(${angle} 50 50)`}>
          <path d="M44 14L56 14L59 22L50 28L41 22Z" className={styles.inkDark} />
          <path d="M50 28V36" className={styles.seamDark} />
        </g>
      ))}
    </>
  );
}

/** Worli Matka: the pot, with three digit tiles as bars. */
function Matka() {
  return (
    <>
      <path d="M30 30H70L76 46C80 58 74 84 50 84C26 84 20 58 24 46Z" className={styles.inkWarning} />
      <rect x={26} y={24} width={48} height={8} rx={4} className={styles.paper} />
      {[34, 46, 58].map((x, index) => (
        <g key={x}>
          <rect x={x} y={48} width={9} height={16} rx={2} className={styles.paper} />
          <rect x={x + 3} y={51 + index * 3} width={3} height={4} className={styles.inkDark} />
        </g>
      ))}
    </>
  );
}

function Ticket() {
  return (
    <>
      <path
        d="M12 30H88V44A6 6 0 0 0 88 56V70H12V56A6 6 0 0 0 12 44Z"
        className={styles.paper}
        transform="rotate(-8 50 50)"
      />
      <g transform="rotate(-8 50 50)">
        <path d="M66 32V68" className={styles.perforation} />
        {[26, 40, 54].map((x) => (
          <circle key={x} cx={x} cy={50} r={6} className={styles.inkCritical} />
        ))}
        <circle cx={77} cy={50} r={5} className={styles.inkDark} />
      </g>
    </>
  );
}

/** Lucky 15's numbered balls. */
function Balls() {
  return (
    <>
      <circle cx={32} cy={58} r={17} className={styles.inkCritical} />
      <circle cx={68} cy={58} r={17} className={styles.inkPositive} />
      <circle cx={50} cy={34} r={17} className={styles.paper} />
      {[
        [32, 58],
        [68, 58],
      ].map(([cx = 0, cy = 0]) => (
        <circle key={cx} cx={cx} cy={cy} r={7} className={styles.paper} />
      ))}
      <circle cx={50} cy={34} r={7} className={styles.inkDark} />
    </>
  );
}

const glyphs: Record<CasinoArtGlyph, () => ReactNode> = {
  wheel: Wheel,
  cricket: Cricket,
  football: Football,
  matka: Matka,
  ticket: Ticket,
  balls: Balls,
};

export function Glyph({ name }: { name: CasinoArtGlyph }) {
  const Drawing = glyphs[name];
  return (
    <svg viewBox="0 0 100 100" className={styles.glyph} aria-hidden="true" focusable="false">
      <Drawing />
    </svg>
  );
}
