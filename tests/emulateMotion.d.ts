/**
 * Sets the page's `prefers-reduced-motion`. Each browser project says its own at the start of every file
 * (its setup file): the project's context options alone were not enough once the stories (motion on) and
 * the component tests (reduced) ran their pages at the same time, and a test that checks reduced motion
 * then saw motion. Tests that switch it restore it in `afterEach`.
 */
export declare function emulateMotion(preference: 'reduce' | 'no-preference'): Promise<void>;
