import { describe, expect, it } from 'vitest';
import { offlineModels } from '../offline/offline-models';
import { embeddedPlan, withSectionsOfPage } from './site-plan';

const plan = await offlineModels.plan('bakery called Crumb & Co with a menu, an FAQ and reviews');
const content = await offlineModels.writeContent(plan);
const page = await offlineModels.buildPage(
  plan,
  content,
  await offlineModels.makeImages(plan, content),
);

describe('withSectionsOfPage', () => {
  it('keeps the plan as it is when the page has the plan’s sections', () => {
    expect(withSectionsOfPage(plan, page)).toEqual(embeddedPlan(page));
  });

  it('follows a section taken out, and no longer asks for its kind', () => {
    const faq = /<section\b[^>]*data-kind="faq"[\s\S]*?<\/section>/.exec(page)?.[0] ?? '';
    expect(faq).not.toBe('');

    const next = withSectionsOfPage(plan, page.replace(faq, ''));

    expect(next.sections.map((section) => section.kind)).not.toContain('faq');
    expect(next.checklist.map((item) => item.kind)).not.toContain('faq');
    expect(next.checklist.map((item) => item.kind)).toContain('menu');
  });

  it('takes in a section added, in the page’s order, with its kind and heading', () => {
    const added =
      '<section id="press" data-kind="custom"><div class="wrap"><h2>In the press &amp; online</h2></div></section>';
    const next = withSectionsOfPage(plan, page.replace('</main>', `${added}</main>`));

    expect(next.sections.at(-1)).toEqual({
      id: 'press',
      kind: 'custom',
      heading: 'In the press & online',
    });
    expect(next.sections.slice(0, -1)).toEqual(plan.sections);
  });
});
