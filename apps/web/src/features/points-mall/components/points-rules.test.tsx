import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PointsRules } from './points-rules';

describe('the points rules for those who cannot open the mall', () => {
  it('asks a visitor to log in or register', () => {
    const onLogin = vi.fn();
    const onRegister = vi.fn();
    render(<PointsRules viewer="visitor" onLogin={onLogin} onRegister={onRegister} />);
    expect(screen.getByRole('heading', { name: 'How points work' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in to see your points' }));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(onLogin).toHaveBeenCalledOnce();
    expect(onRegister).toHaveBeenCalledOnce();
  });

  it('tells a trial player to register a real account', () => {
    const onRegister = vi.fn();
    render(<PointsRules viewer="trial" onLogin={vi.fn()} onRegister={onRegister} />);
    expect(screen.getByRole('note').textContent).toBe(
      'Trial accounts cannot use this. Register a free account to continue.',
    );
    expect(screen.queryByRole('button', { name: 'Log in to see your points' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(onRegister).toHaveBeenCalledOnce();
  });
});
