import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Scorecard } from '../../../../shared/api/scorecard-schema';
import { BuildScorecard, scorecardHeadline } from './build-scorecard';

const CARD: Scorecard = {
  asked: 4,
  delivered: 3,
  items: [
    { asked: 'menu', kind: 'menu', status: 'present' },
    { asked: 'trailer video', kind: 'video', status: 'approximated', note: 'a video placeholder' },
    { asked: 'opening hours', kind: 'hours', status: 'present' },
    { asked: 'five blog posts', kind: 'posts', status: 'missing', note: '4 of 5' },
  ],
  facts: {
    given: 3,
    shown: 2,
    missing: ['+91 98765 43210'],
    placed: [
      { fact: 'Crumb & Co', where: ['Header', 'Crumb & Co', 'Footer'] },
      { fact: '₹80', where: ['Our menu'] },
    ],
  },
  widgets: { total: 4, working: 4, broken: [] },
  misplaced: [],
  sample: [],
  suggestions: [],
  problems: 0,
};

afterEach(cleanup);

describe('the build scorecard', () => {
  it('sums up what was asked for and delivered, the details shown and the parts working', () => {
    render(<BuildScorecard card={CARD} version={2} />);

    expect(screen.getByRole('heading', { name: 'What v2 delivered' })).toBeTruthy();
    expect(
      screen.getByText(
        '3 of 4 asked-for items · 2 of 3 of your details shown · 4 of 4 interactive parts working',
      ),
    ).toBeTruthy();
  });

  it('lists each item with its status, where each of the person’s details went, and what is missing', () => {
    render(<BuildScorecard card={CARD} version={2} />);

    fireEvent.click(screen.getByText('Show the checklist'));

    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      '✓menu — Done',
      '≈trailer video — Approximated: a video placeholder',
      '✓opening hours — Done',
      '✗five blog posts — Missing: 4 of 5',
      '✓Crumb & Co — Shown in Header, Crumb & Co and Footer',
      '✓₹80 — Shown in Our menu',
      '✗+91 98765 43210 — Not shown on the page',
    ]);
  });

  it('lists the sample content to replace before publishing, by section', () => {
    render(
      <BuildScorecard
        card={{
          ...CARD,
          sample: [
            { section: 'Menu', text: 'Cardamom bun ₹120' },
            { section: 'What people say', text: '“Lovely bread.” Asha K.' },
          ],
        }}
        version={2}
      />,
    );

    const replace = screen.getByRole('region', { name: 'Replace before publishing' });
    expect(replace.textContent).toContain('2 sample items stand in for details only you can give');
    fireEvent.click(screen.getByText('Show them'));
    expect([...replace.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Menu — Cardamom bun ₹120',
      'What people say — “Lovely bread.” Asha K.',
    ]);
  });

  it('selects a sample item in the visual editor when the page on show can be edited', () => {
    const chosen: number[] = [];
    render(
      <BuildScorecard
        card={{
          ...CARD,
          sample: [
            { section: 'Menu', text: 'Cardamom bun ₹120' },
            { section: 'What people say', text: '“Lovely bread.” Asha K.' },
          ],
        }}
        version={2}
        onSelectSample={(index) => chosen.push(index)}
      />,
    );

    fireEvent.click(screen.getByText('Show them'));
    fireEvent.click(
      screen.getByRole('button', { name: 'Select ““Lovely bread.” Asha K.” in the visual editor' }),
    );
    expect(chosen).toEqual([1]);
    expect(screen.getByText(/Select one to change it in the visual editor/)).toBeTruthy();
  });

  it('shows no list when the page has no sample content', () => {
    render(<BuildScorecard card={CARD} version={2} />);
    expect(screen.queryByRole('region', { name: 'Replace before publishing' })).toBeNull();
  });

  it('names the facts that would improve the page most, each starting its message', () => {
    const started: string[] = [];
    const suggestions = [
      { fact: 'your address', starter: 'Our address is ' },
      { fact: 'your opening hours', starter: 'We are open ' },
      { fact: 'your menu with prices', starter: 'Our menu: ' },
    ];
    render(
      <BuildScorecard
        card={{ ...CARD, suggestions }}
        version={1}
        onSuggest={(starter) => started.push(starter)}
      />,
    );

    expect(screen.getByRole('region', { name: 'Make it yours' }).textContent).toContain(
      'The page would gain most from your address, your opening hours and your menu with prices.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add your opening hours' }));
    expect(started).toEqual(['We are open ']);
  });

  it('says so plainly when nothing in particular was asked for', () => {
    expect(
      scorecardHeadline({
        ...CARD,
        asked: 0,
        delivered: 0,
        items: [],
        facts: { given: 0, shown: 0, missing: [], placed: [] },
        widgets: { total: 1, working: 1, broken: [] },
      }),
    ).toBe('Nothing specific asked for · 1 of 1 interactive parts working');
  });
});
