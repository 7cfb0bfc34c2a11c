/** Toasted when the clipboard refuses (a plain-http page, no permission): the text stays on screen to copy. */
export const copyFailed = 'Copying is not available here: select the text and copy it.';
