import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PromotionList } from './promotion-list';

const promotion = {
  id: 1,
  title: 'Welcome Bonus 100% up to 5,000.',
  summary: 'Double your first deposit.',
  content: '<p>Register today.</p>',
  imageUrl: '/media/p.svg',
  category: 'NEW',
  startsAt: '2026-01-01T00:00:00Z',
  endsAt: null,
};

describe('operator text on right-to-left pages', () => {
  it('takes its direction from its own text, so an English title keeps its full stop at the end', () => {
    render(
      <MemoryRouter>
        <div dir="rtl">
          <PromotionList promotions={[promotion]} />
        </div>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: promotion.title }).getAttribute('dir')).toBe('auto');
    expect(screen.getByText(promotion.summary).getAttribute('dir')).toBe('auto');
    expect(screen.getByText('New players').tagName).toBe('BDI');
  });
});
