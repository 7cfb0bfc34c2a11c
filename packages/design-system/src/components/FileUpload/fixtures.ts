/** A small drawn payment slip (48 x 64 PNG) so stories and tests preview a real image, deterministically. */
const slipPngBase64 =
  'iVBORw0KGgoAAAANSUhEUgAAADAAAABACAIAAADTQmMRAAAAcElEQVR42u3UwQmAMBBE0fTh0Ztd2JANWES6sEMJ7MkaVmKI8GAKeIfhl2Xbp1oBAgICAgJKgiLaVAMCAgKKdpx12IC6gJwaCEipP+kNUEeQUwMBKfXQJgG9ADk1EBBQYve1pgYEBPR7kDACAc0PegCfPH1GdfddSAAAAABJRU5ErkJggg==';

export function slipPng(name = 'slip.png'): File {
  const bytes = Uint8Array.from(atob(slipPngBase64), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png', lastModified: 0 });
}

/** A file of the given size and type whose contents do not matter. */
export function fileOfSize(name: string, type: string, bytes: number): File {
  return new File([new Uint8Array(bytes)], name, { type, lastModified: 0 });
}
