import { describe, expect, it } from 'vitest';
import { unmarkedSampleOf, wrongLanguageOf } from './checks';
import type { EvalPrompt } from './prompts';

const hindiBrief: EvalPrompt = {
  id: 'hi',
  site: 'shop',
  language: 'hi',
  prompt: 'जयपुर में हमारी सिलाई की दुकान के लिए वेबसाइट बनाइए',
  expect: [],
  facts: [],
};

describe("the eval's language check", () => {
  it('passes a page in the brief’s language, tagged so', () => {
    expect(
      wrongLanguageOf(hindiBrief, {
        lang: 'hi',
        text: 'रंगरेज़ टेलर्स जयपुर में ब्लाउज़ सिलाई, कुर्ता सिलाई और शेरवानी। संपर्क करें',
      }),
    ).toEqual([]);
  });

  it('finds an English page for a Hindi brief, and a Hindi text tagged English', () => {
    expect(
      wrongLanguageOf(hindiBrief, {
        lang: 'en',
        text: 'Welcome to our shop. Pricing: Starter, Growth and Scale. Contact us',
      }),
    ).toEqual(['lang="en", asked in hi', 'the text reads as en, asked in hi']);
    expect(wrongLanguageOf(hindiBrief, { lang: 'en', text: 'संपर्क करें और सेवाएँ देखें' })).toEqual([
      'lang="en", asked in hi',
    ]);
  });

  it('holds English briefs to English', () => {
    const english = { ...hindiBrief, language: undefined, prompt: 'a tailoring shop' };
    expect(
      wrongLanguageOf(english, { lang: 'en', text: 'A shop for the city, with prices' }),
    ).toEqual([]);
  });
});

describe("the eval's check of sample content", () => {
  const clinic: EvalPrompt = {
    id: 'clinic',
    site: 'clinic',
    prompt: 'website for Dr. Mehta’s skin clinic in Surat, phone 0261 246 8100',
    expect: [],
    facts: ['Surat'],
  };

  it('counts a made-up person not marked as sample, and not the person the prompt names', () => {
    expect(
      unmarkedSampleOf(clinic, {
        sectionItems: [
          { kind: 'team', text: 'Dr. Mehta', sample: false },
          { kind: 'team', text: 'Neel Bose Consultant', sample: false },
          { kind: 'team', text: 'Zoya Rao Front desk', sample: true },
        ],
      }),
    ).toEqual(['team: “Neel Bose Consultant”']);
  });
});
