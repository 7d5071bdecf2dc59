import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MenuButton, type MenuItem } from './menu-button';

function renderMenu(onSelect = vi.fn()) {
  const items: MenuItem[] = ['Records', 'Rewards', 'Log out'].map((label) => ({
    id: label,
    label,
    onSelect: () => onSelect(label),
  }));
  render(
    <>
      <MenuButton button="alice" header={<p>Signed in as alice</p>} items={items} />
      <p>outside</p>
    </>,
  );
  return { button: screen.getByRole('button', { name: 'alice' }), onSelect };
}

const focusedText = () => document.activeElement?.textContent;

describe('menu button', () => {
  it('is a collapsed menu button until opened', () => {
    const { button } = renderMenu();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on click with focus on the first item, labelled by its button', () => {
    const { button } = renderMenu();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menu', { name: 'alice' })).toBeTruthy();
    expect(screen.getAllByRole('menuitem')).toHaveLength(3);
    expect(screen.getByText('Signed in as alice')).toBeTruthy();
    expect(focusedText()).toBe('Records');
  });

  it('moves with the arrow keys, wrapping, and with Home and End', () => {
    const { button } = renderMenu();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu');
    expect(focusedText()).toBe('Records');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(focusedText()).toBe('Rewards');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(focusedText()).toBe('Records');
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(focusedText()).toBe('Log out');
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(focusedText()).toBe('Records');
    fireEvent.keyDown(menu, { key: 'End' });
    expect(focusedText()).toBe('Log out');
  });

  it('opens on ArrowUp at the last item', () => {
    const { button } = renderMenu();
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    expect(focusedText()).toBe('Log out');
  });

  it('closes on Escape and gives focus back to the button', () => {
    const { button } = renderMenu();
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('runs the chosen item, closes and returns focus to the button', () => {
    const { button, onSelect } = renderMenu();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Rewards' }));
    expect(onSelect).toHaveBeenCalledWith('Rewards');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on a click outside and on Tab', () => {
    const { button } = renderMenu();
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Tab' });
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
