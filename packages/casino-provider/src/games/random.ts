import { randomInt } from 'node:crypto';

/** A whole number in [0, size): the only source of chance of the games. */
export type RandomInt = (size: number) => number;

/** Play money's randomness: node:crypto's generator, unbiased (it rejects rather than takes a modulo). */
export const cryptoRandomInt: RandomInt = (size) => randomInt(size);
