/**
 * Hands the browser a made file to save under `name`: an object URL clicked through a detached link (the
 * download attribute names it), released once the click has been dispatched.
 */
export function saveFile(name: string, bytes: BlobPart, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
