/*
 * Product §9: the image CDN is chosen at random from the server's list (permission
 * info.imageCDNs). One is picked per page load, so an image once fetched stays in the browser
 * cache for the rest of the visit. The game-launch CDN is the server's pick: the launch answer's
 * url already carries it.
 */

let imageCdn = '';

/** One entry of `list` at random; '' (this origin) for an empty list. */
export function pickCdn(list: readonly string[], random: () => number = Math.random): string {
  if (list.length === 0) return '';
  return list[Math.floor(random() * list.length)] ?? '';
}

/** Called when the site configuration arrives; a later call keeps the first pick. */
export function setImageCdns(list: readonly string[]): void {
  if (imageCdn === '' && list.length > 0) imageCdn = pickCdn(list).replace(/\/+$/, '');
}

/** The server's root-relative image paths go through the CDN; other addresses stay as they are. */
export function imageSrc(src: string): string {
  return imageCdn && src.startsWith('/') && !src.startsWith('//') ? imageCdn + src : src;
}
