// Unicode's confusables data (UTS #39, confusables.txt) as nodeca's unhomoglyph maps it to prototypes:
// the standard's own data rather than a table kept here, typed, without dependencies, plain JavaScript for
// Node and browsers, and the most used of its kind. Its data is Unicode 13.0 (2020): later additions are
// other scripts' rare letters, not the Latin look-alikes a name is disguised with. The `confusables`
// package keeps an English-only table of its own; `unicode-confusables` has older data and broken types.
import unhomoglyph from 'unhomoglyph';

/**
 * Invisible characters: format characters (Cf: zero-width space and joiners, byte-order and direction
 * marks, soft hyphen) and the rest of what UTS #39 drops from a skeleton (variation selectors, fillers).
 */
const invisible = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/** UTS #39's skeleton: what a text looks like, whatever script each letter was taken from. */
function skeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD').replace(invisible, '')).normalize('NFD');
}

/**
 * A look-alike is judged in the case it was typed (Cyrillic capital em, U+041C, is a Latin 'M'; its
 * small letter is no 'm') and again in capitals (so 'i', 'I' and 'l' are one letter), then put in small
 * letters so that case never matters. Compatibility forms (full-width, mathematical) are plain letters.
 */
function keyStep(text: string): string {
  const looks = skeleton(skeleton(text.normalize('NFKC')).toUpperCase()).toLowerCase();
  return looks.replace(/\s+/g, ' ').trim();
}

/** Every code point's key settles within two steps (tried over all of Unicode): this bounds a surprise. */
const maxSteps = 8;

/**
 * What identifies a person across accounts (ADR 0063): the full name an
 * operator enters at register, the only personal detail a player account holds. Compared without case,
 * spacing, invisible characters or look-alike letters of other scripts (issue 37): "Rahul  Sharma",
 * "RAHUL SHARMA", and "Rahul Sharma" with a zero-width space in it or a Cyrillic a (U+0430) for a Latin
 * one are one person. The key is for comparing, never for showing ("m" and "rn" look alike and share
 * one). A key is its own key, so keying a stored key again (one an older version stored) is safe.
 */
export function identityKey(fullName: string): string {
  let key = fullName;
  for (let step = 0; step < maxSteps; step += 1) {
    const next = keyStep(key);
    if (next === key) return key;
    key = next;
  }
  return key;
}
