/**
 * How many navigation entries fit in one row, in order, before the rest go into the More menu.
 * `widths` are the entries' own widths, `gap` the space between two of them, `moreWidth` the More
 * button's width (it takes one more gap). When every entry fits no More button is needed.
 */
export function visibleEntryCount(
  widths: readonly number[],
  available: number,
  gap: number,
  moreWidth: number,
): number {
  const rowWidth = (count: number) =>
    widths.slice(0, count).reduce((sum, width) => sum + width, 0) + gap * Math.max(0, count - 1);
  if (rowWidth(widths.length) <= available) return widths.length;
  let count = widths.length - 1;
  while (count > 0 && rowWidth(count) + gap + moreWidth > available) count -= 1;
  return count;
}
