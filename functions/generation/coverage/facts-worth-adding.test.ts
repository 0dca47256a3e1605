import { describe, expect, it } from 'vitest';
import { planFromPrompt } from '../offline/planner';
import { factsWorthAdding } from './facts-worth-adding';

const asked = (brief: string) => factsWorthAdding(planFromPrompt(brief)).map((each) => each.fact);

describe('the facts worth adding to a page', () => {
  it('asks a vague cafe for its address, hours and menu, most needed first', () => {
    expect(asked('a website for my cafe')).toEqual([
      'your address',
      'your opening hours',
      'your menu with prices',
    ]);
  });

  it('asks only for what the brief left out', () => {
    expect(
      asked(
        'a cafe called Bean There in Kochi, open 8am to 9pm, filter coffee ₹60, call 98470 12345',
      ),
    ).toEqual([]);
    expect(asked('bakery in Pune open 7am-9pm')).toEqual([
      'your menu with prices',
      'a phone number or email',
      'your name',
    ]);
  });

  it('asks each kind of site for what it needs', () => {
    expect(asked('a wedding website')[0]).toBe('the date and time');
    expect(asked('photography portfolio')[0]).toBe('your full name');
    expect(asked('landing page for my saas startup')).toContain('your plans and prices');
  });

  it('asks nothing of a tool, which needs no facts', () => {
    expect(asked('bmi calculator')).toEqual([]);
  });

  it('gives each fact with the start of a reply that gives it', () => {
    expect(factsWorthAdding(planFromPrompt('a website for my cafe'))[1]).toEqual({
      fact: 'your opening hours',
      starter: 'We are open ',
    });
  });
});
