import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BetTable, type BetRow } from './bet-table';

const round = (id: number, overrides: Partial<BetRow> = {}): BetRow & { account: string } => ({
  id,
  roundId: `RNG-slot-${id}`,
  vendorName: 'Lucky Slots',
  gameName: 'Golden Reels',
  gameType: 'RNG',
  stake: 1_000,
  payout: 2_500,
  winLoss: 1_500,
  status: 'SETTLED',
  placedAt: '2026-11-20T02:00:00Z',
  account: `player0${id}`,
  ...overrides,
});

describe('BetTable', () => {
  it('adds an account column for a team, and no details', () => {
    render(
      <BetTable
        records={[round(1), round(2, { winLoss: -1_000 })]}
        timeZoneOffsetMinutes={480}
        accountOf={(record) => record.account}
        className="team-bet-table"
        rowTestId="team-bet-row"
      />,
    );
    expect(screen.getByRole('table')).toHaveProperty('className', 'bet-table team-bet-table');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Time',
      'Account',
      'Game',
      'Stake',
      'Payout',
      'Win/loss',
      'Status',
    ]);
    const rows = screen.getAllByTestId('team-bet-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.querySelector('.bet-row__account')?.textContent).toBe('player01');
    expect(rows[1]!.querySelector('.bet-row__outcome')?.className).toContain('is-loss');
    expect(document.querySelector('[data-round-id]')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('opens a round to its details when it has them', () => {
    const open = new Set<number>();
    const props = {
      records: [round(1)],
      timeZoneOffsetMinutes: 480,
      details: {
        isOpen: (record: BetRow) => open.has(record.id),
        onToggle: (record: BetRow) => open.add(record.id),
        render: (record: BetRow) => <p>Round {record.roundId}</p>,
      },
    };
    const { rerender } = render(<BetTable {...props} />);
    const item = document.querySelector('tbody[data-round-id="RNG-slot-1"]')!;
    expect(item.className).toBe('bet-item');
    const toggle = within(item as HTMLElement).getByRole('button', { name: /Golden Reels/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    rerender(<BetTable {...props} />);
    expect(item.className).toBe('bet-item is-open');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Round RNG-slot-1').closest('td')?.colSpan).toBe(7);
  });
});
