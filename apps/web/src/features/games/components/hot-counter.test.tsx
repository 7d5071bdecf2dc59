import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HotCounter } from './hot-counter';

describe('HotCounter', () => {
  it('names the figure and shows it in the brand currency', () => {
    render(<HotCounter currencySymbol="₱" />);
    const counter = screen.getByTestId('hot-counter');
    expect(counter.querySelector('.hot-counter__label')?.textContent).toBe('Jackpot');
    const value = counter.querySelector('.hot-counter__value')!;
    expect(value.textContent).toMatch(/^₱\d{1,3}(,\d{3})+\.\d{2}$/);
    // Symbol and digits stay in reading order on right-to-left pages.
    expect(value.getAttribute('dir')).toBe('ltr');
  });

  it('keeps its label on phones', async () => {
    // The phone rule may shrink the label, never hide it (it hid it before).
    const css = (await import('./hot-counter.css?raw')).default;
    const phone = css.slice(css.indexOf('@media (max-width: 599px)'));
    expect(phone).not.toMatch(/\.hot-counter__label\s*{[^}]*display:\s*none/);
  });
});
