import { describe, expect, it } from 'vitest';
import { nextTile } from './grid-keys';

const grid = { columns: 5, rows: 5 };

describe('mines grid keyboard', () => {
  it('moves one tile with the arrows and stops at the edges', () => {
    expect(nextTile(12, 'ArrowRight', grid)).toBe(13);
    expect(nextTile(12, 'ArrowLeft', grid)).toBe(11);
    expect(nextTile(12, 'ArrowUp', grid)).toBe(7);
    expect(nextTile(12, 'ArrowDown', grid)).toBe(17);
    expect(nextTile(4, 'ArrowRight', grid)).toBe(4);
    expect(nextTile(5, 'ArrowLeft', grid)).toBe(5);
    expect(nextTile(2, 'ArrowUp', grid)).toBe(2);
    expect(nextTile(22, 'ArrowDown', grid)).toBe(22);
  });

  it('goes to the row ends with Home and End, the grid ends with Ctrl', () => {
    expect(nextTile(12, 'Home', grid)).toBe(10);
    expect(nextTile(12, 'End', grid)).toBe(14);
    expect(nextTile(12, 'Home', { ...grid, ctrl: true })).toBe(0);
    expect(nextTile(12, 'End', { ...grid, ctrl: true })).toBe(24);
  });

  it('mirrors left and right in a right-to-left page', () => {
    expect(nextTile(12, 'ArrowRight', { ...grid, rtl: true })).toBe(11);
    expect(nextTile(12, 'ArrowLeft', { ...grid, rtl: true })).toBe(13);
  });

  it('ignores other keys (Enter and Space reveal through the button itself)', () => {
    expect(nextTile(12, 'Enter', grid)).toBeNull();
    expect(nextTile(12, ' ', grid)).toBeNull();
    expect(nextTile(12, 'a', grid)).toBeNull();
  });
});
