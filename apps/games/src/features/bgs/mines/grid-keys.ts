/**
 * Where focus goes in a grid of tiles (numbered row by row) for a key press, or null when the key is
 * not a grid key. Arrows move one tile and stop at the edges; Home and End go to the row's ends,
 * with Ctrl to the grid's first and last tile. In a right-to-left page left and right swap, as the
 * tiles are laid out mirrored.
 */
export function nextTile(
  index: number,
  key: string,
  grid: { columns: number; rows: number; rtl?: boolean; ctrl?: boolean },
): number | null {
  const { columns, rows } = grid;
  const row = Math.floor(index / columns);
  const column = index % columns;
  const forward = grid.rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = grid.rtl ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return column < columns - 1 ? index + 1 : index;
    case backward:
      return column > 0 ? index - 1 : index;
    case 'ArrowDown':
      return row < rows - 1 ? index + columns : index;
    case 'ArrowUp':
      return row > 0 ? index - columns : index;
    case 'Home':
      return grid.ctrl ? 0 : row * columns;
    case 'End':
      return grid.ctrl ? columns * rows - 1 : row * columns + columns - 1;
    default:
      return null;
  }
}
